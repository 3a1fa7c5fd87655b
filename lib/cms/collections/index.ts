import { Alerts } from './Alerts'
import { Articles } from './Articles'
import { AuditLog } from './AuditLog'
import { Banners } from './Banners'
import { CalendarDownloads } from './CalendarDownloads'
import { CalendarEvents } from './CalendarEvents'
import { Colleges } from './Colleges'
import { Departments } from './Departments'
import { DirectoryEntries } from './DirectoryEntries'
import { Documents } from './Documents'
import { DonationCampaigns } from './DonationCampaigns'
import { InformationRequests } from '@/features/request-information/inbox/InformationRequests'
import { Jobs } from './Jobs'
import { KeywordGroups } from './KeywordGroups'
import { Media } from './Media'
import { Minors } from './Minors'
import { OfficeHours } from './OfficeHours'
import { PageSeo } from './PageSeo'
import { Pages } from './Pages'
import { Programmes } from './Programmes'
import { Redirects } from './Redirects'
import { PromotedResults } from './PromotedResults'
import { SearchQueries } from './SearchQueries'
import { SportsHouses } from './SportsHouses'
import { Stories } from './Stories'
import { UpcomingEvents } from './UpcomingEvents'
import { Users } from './Users'
import { WordpressImports } from './WordpressImports'
import { VerificationUses } from '@/features/request-information/verification/VerificationUses'
import { VisitBookings } from '@/features/visit-booking/inbox/VisitBookings'
import { VisitPlaces } from '@/features/visit-booking/places/VisitPlaces'
import { PageStatistics } from '@/features/statistics/PageStatistics'

export const collections = [
  Banners,
  Stories,
  Articles,
  UpcomingEvents,
  SportsHouses,
  DonationCampaigns,
  Programmes,
  Colleges,
  Departments,
  Minors,
  Jobs,
  CalendarEvents,
  CalendarDownloads,
  DirectoryEntries,
  OfficeHours,
  KeywordGroups,
  PromotedResults,
  SearchQueries,
  Pages,
  PageSeo,
  InformationRequests,
  VisitBookings,
  VisitPlaces,
  Media,
  Documents,
  Redirects,
  Users,
  VerificationUses,
  AuditLog,
  Alerts,
  WordpressImports,
  PageStatistics,
]
