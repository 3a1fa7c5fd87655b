import * as migration_20261123_001713_initial from './20261123_001713_initial';

export const migrations = [
  {
    up: migration_20261123_001713_initial.up,
    down: migration_20261123_001713_initial.down,
    name: '20261123_001713_initial'
  },
];
