import { PublishingChecks as PublishingChecks_997d9367a7d980ee826ea29a1ca811b5 } from '../../../lib/cms/checks/PublishingChecks'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ReviewPanel as ReviewPanel_1d474ff35b327298b470b32db28f4f6b } from '../../../lib/cms/review/ReviewPanel'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { ShareCardPreview as ShareCardPreview_e6cc9c3315474eff1839d806f7f5c183 } from '../../../components/admin/ShareCardPreview'
import { ExportCsvButton as ExportCsvButton_2dfe7781dd7a6a92ade5b2e032cf2af4 } from '../../../components/admin/ExportCsvButton'
import { DataProtectionPanel as DataProtectionPanel_ece9b9a76c785ad1ae6faa85f6d18386 } from '../../../features/request-information/inbox/DataProtectionPanel'
import { EmailStatusNotice as EmailStatusNotice_61a0aaa20f45fc11bf52c130d7c5cffc } from '../../../lib/cms/email/EmailStatusNotice'
import { LinkReportNavLink as LinkReportNavLink_cbc8017248e4ee2ebf33dcfdf290aa3d } from '../../../lib/cms/link-report/LinkReportNavLink'
import { AccessibilityReportNavLink as AccessibilityReportNavLink_95eddc7d0206c1deda49d526d724c6a1 } from '../../../lib/cms/accessibility-report/AccessibilityReportNavLink'
import { StatisticsNavLink as StatisticsNavLink_79ebdd886ccc7165a5da2e862a2236da } from '../../../features/statistics/admin/StatisticsNavLink'
import { WaitingForReview as WaitingForReview_6a4f0862d84a32744ed07b112230f2c6 } from '../../../lib/cms/review/WaitingForReview'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { LinkReportView as LinkReportView_09836dd078c3d1dc03964ba3a1886843 } from '../../../lib/cms/link-report/LinkReportView'
import { AccessibilityReportView as AccessibilityReportView_3c8b86e8fd73b7842b7b86a5ba0f1527 } from '../../../lib/cms/accessibility-report/AccessibilityReportView'
import { StatisticsView as StatisticsView_c5f5e6e3d22e321f4470a96e0e7602a0 } from '../../../features/statistics/admin/StatisticsView'
import { ForgotPasswordView as ForgotPasswordView_f380ce6a0e176a661bfe7526ff67072f } from '../../../lib/cms/email/ForgotPasswordView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/lib/cms/checks/PublishingChecks#PublishingChecks": PublishingChecks_997d9367a7d980ee826ea29a1ca811b5,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/lib/cms/review/ReviewPanel#ReviewPanel": ReviewPanel_1d474ff35b327298b470b32db28f4f6b,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/components/admin/ShareCardPreview#ShareCardPreview": ShareCardPreview_e6cc9c3315474eff1839d806f7f5c183,
  "/components/admin/ExportCsvButton#ExportCsvButton": ExportCsvButton_2dfe7781dd7a6a92ade5b2e032cf2af4,
  "/features/request-information/inbox/DataProtectionPanel#DataProtectionPanel": DataProtectionPanel_ece9b9a76c785ad1ae6faa85f6d18386,
  "/lib/cms/email/EmailStatusNotice#EmailStatusNotice": EmailStatusNotice_61a0aaa20f45fc11bf52c130d7c5cffc,
  "/lib/cms/link-report/LinkReportNavLink#LinkReportNavLink": LinkReportNavLink_cbc8017248e4ee2ebf33dcfdf290aa3d,
  "/lib/cms/accessibility-report/AccessibilityReportNavLink#AccessibilityReportNavLink": AccessibilityReportNavLink_95eddc7d0206c1deda49d526d724c6a1,
  "/features/statistics/admin/StatisticsNavLink#StatisticsNavLink": StatisticsNavLink_79ebdd886ccc7165a5da2e862a2236da,
  "/lib/cms/review/WaitingForReview#WaitingForReview": WaitingForReview_6a4f0862d84a32744ed07b112230f2c6,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/lib/cms/link-report/LinkReportView#LinkReportView": LinkReportView_09836dd078c3d1dc03964ba3a1886843,
  "/lib/cms/accessibility-report/AccessibilityReportView#AccessibilityReportView": AccessibilityReportView_3c8b86e8fd73b7842b7b86a5ba0f1527,
  "/features/statistics/admin/StatisticsView#StatisticsView": StatisticsView_c5f5e6e3d22e321f4470a96e0e7602a0,
  "/lib/cms/email/ForgotPasswordView#ForgotPasswordView": ForgotPasswordView_f380ce6a0e176a661bfe7526ff67072f,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
