// Hours, computer labs, mentorship, safety, health and other student-service figures (issue 7, part two).
export {}
