import * as migration_20261123_001717_initial from './20261123_001717_initial';
import * as migration_20261123_011540_storage_fields from './20261123_011540_storage_fields';
import * as migration_20261123_170253_data_protection from './20261123_170253_data_protection';
import * as migration_20261123_204701_session_features from './20261123_204701_session_features';
import * as migration_20261123_210018_drafts_versions_audit from './20261123_210018_drafts_versions_audit';
import * as migration_20261123_210343_share_cards from './20261123_210343_share_cards';
import * as migration_20261125_081652_history_for_settings_content from './20261125_081652_history_for_settings_content';
import * as migration_20261126_151414_redirect_domains from './20261126_151414_redirect_domains';
import * as migration_20261126_155150_list_indexes from './20261126_155150_list_indexes';
import * as migration_20261126_213642_composed_pages from './20261126_213642_composed_pages';
import * as migration_20261126_213828_wordpress_imports from './20261126_213828_wordpress_imports';
import * as migration_20261126_214741_campaign_goals from './20261126_214741_campaign_goals';
import * as migration_20261126_225951_merged_schema from './20261126_225951_merged_schema';
import * as migration_20261127_011432_page_statistics from './20261127_011432_page_statistics';
import * as migration_20261127_011619_editor_forms from './20261127_011619_editor_forms';
import * as migration_20261127_012628_visit_booking from './20261127_012628_visit_booking';
import * as migration_20261127_014207_review_before_publishing from './20261127_014207_review_before_publishing';
import * as migration_20261127_022731_merged_schema_2 from './20261127_022731_merged_schema_2';
import * as migration_20261127_023007_merged_schema_3 from './20261127_023007_merged_schema_3';
import * as migration_20261127_045602_form_emails_queue from './20261127_045602_form_emails_queue';
import * as migration_20261127_091500_texts_parent_indexes from './20261127_091500_texts_parent_indexes';

export const migrations = [
  {
    up: migration_20261123_001717_initial.up,
    down: migration_20261123_001717_initial.down,
    name: '20261123_001717_initial',
  },
  {
    up: migration_20261123_011540_storage_fields.up,
    down: migration_20261123_011540_storage_fields.down,
    name: '20261123_011540_storage_fields',
  },
  {
    up: migration_20261123_170253_data_protection.up,
    down: migration_20261123_170253_data_protection.down,
    name: '20261123_170253_data_protection',
  },
  {
    up: migration_20261123_204701_session_features.up,
    down: migration_20261123_204701_session_features.down,
    name: '20261123_204701_session_features',
  },
  {
    up: migration_20261123_210018_drafts_versions_audit.up,
    down: migration_20261123_210018_drafts_versions_audit.down,
    name: '20261123_210018_drafts_versions_audit',
  },
  {
    up: migration_20261123_210343_share_cards.up,
    down: migration_20261123_210343_share_cards.down,
    name: '20261123_210343_share_cards',
  },
  {
    up: migration_20261125_081652_history_for_settings_content.up,
    down: migration_20261125_081652_history_for_settings_content.down,
    name: '20261125_081652_history_for_settings_content',
  },
  {
    up: migration_20261126_151414_redirect_domains.up,
    down: migration_20261126_151414_redirect_domains.down,
    name: '20261126_151414_redirect_domains',
  },
  {
    up: migration_20261126_155150_list_indexes.up,
    down: migration_20261126_155150_list_indexes.down,
    name: '20261126_155150_list_indexes',
  },
  {
    up: migration_20261126_213642_composed_pages.up,
    down: migration_20261126_213642_composed_pages.down,
    name: '20261126_213642_composed_pages',
  },
  {
    up: migration_20261126_213828_wordpress_imports.up,
    down: migration_20261126_213828_wordpress_imports.down,
    name: '20261126_213828_wordpress_imports',
  },
  {
    up: migration_20261126_214741_campaign_goals.up,
    down: migration_20261126_214741_campaign_goals.down,
    name: '20261126_214741_campaign_goals',
  },
  {
    up: migration_20261126_225951_merged_schema.up,
    down: migration_20261126_225951_merged_schema.down,
    name: '20261126_225951_merged_schema',
  },
  {
    up: migration_20261127_011432_page_statistics.up,
    down: migration_20261127_011432_page_statistics.down,
    name: '20261127_011432_page_statistics',
  },
  {
    up: migration_20261127_011619_editor_forms.up,
    down: migration_20261127_011619_editor_forms.down,
    name: '20261127_011619_editor_forms',
  },
  {
    up: migration_20261127_012628_visit_booking.up,
    down: migration_20261127_012628_visit_booking.down,
    name: '20261127_012628_visit_booking',
  },
  {
    up: migration_20261127_014207_review_before_publishing.up,
    down: migration_20261127_014207_review_before_publishing.down,
    name: '20261127_014207_review_before_publishing',
  },
  {
    up: migration_20261127_022731_merged_schema_2.up,
    down: migration_20261127_022731_merged_schema_2.down,
    name: '20261127_022731_merged_schema_2',
  },
  {
    up: migration_20261127_023007_merged_schema_3.up,
    down: migration_20261127_023007_merged_schema_3.down,
    name: '20261127_023007_merged_schema_3',
  },
  {
    up: migration_20261127_045602_form_emails_queue.up,
    down: migration_20261127_045602_form_emails_queue.down,
    name: '20261127_045602_form_emails_queue',
  },
  {
    up: migration_20261127_091500_texts_parent_indexes.up,
    down: migration_20261127_091500_texts_parent_indexes.down,
    name: '20261127_091500_texts_parent_indexes'
  },
];
