// Admissions, fees, refunds, discounts, registration, grading, honours (issue 7, part one).
export {}
