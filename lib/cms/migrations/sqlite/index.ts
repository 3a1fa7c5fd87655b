import * as migration_20261123_001713_initial from './20261123_001713_initial';
import * as migration_20261123_011529_storage_fields from './20261123_011529_storage_fields';
import * as migration_20261123_170236_data_protection from './20261123_170236_data_protection';
import * as migration_20261123_192626_job_page from './20261123_192626_job_page';
import * as migration_20261123_192548_redirects_and_checks from './20261123_192548_redirects_and_checks';
import * as migration_20261123_192505_college_editors_email from './20261123_192505_college_editors_email';
import * as migration_20261123_192238_site_alerts from './20261123_192238_site_alerts';
import * as migration_20261123_192605_site_search from './20261123_192605_site_search';
import * as migration_20261123_192052_home_video_optional from './20261123_192052_home_video_optional';

export const migrations = [
  {
    up: migration_20261123_001713_initial.up,
    down: migration_20261123_001713_initial.down,
    name: '20261123_001713_initial',
  },
  {
    up: migration_20261123_011529_storage_fields.up,
    down: migration_20261123_011529_storage_fields.down,
    name: '20261123_011529_storage_fields',
  },
  {
    up: migration_20261123_170236_data_protection.up,
    down: migration_20261123_170236_data_protection.down,
    name: '20261123_170236_data_protection',
  },
  {
    up: migration_20261123_192626_job_page.up,
    down: migration_20261123_192626_job_page.down,
    name: '20261123_192626_job_page'
  },
  {
    up: migration_20261123_192548_redirects_and_checks.up,
    down: migration_20261123_192548_redirects_and_checks.down,
    name: '20261123_192548_redirects_and_checks'
  },
  {
    up: migration_20261123_192505_college_editors_email.up,
    down: migration_20261123_192505_college_editors_email.down,
    name: '20261123_192505_college_editors_email'
  },
  {
    up: migration_20261123_192238_site_alerts.up,
    down: migration_20261123_192238_site_alerts.down,
    name: '20261123_192238_site_alerts'
  },
  {
    up: migration_20261123_192605_site_search.up,
    down: migration_20261123_192605_site_search.down,
    name: '20261123_192605_site_search'
  },
  {
    up: migration_20261123_192052_home_video_optional.up,
    down: migration_20261123_192052_home_video_optional.down,
    name: '20261123_192052_home_video_optional'
  },
];
