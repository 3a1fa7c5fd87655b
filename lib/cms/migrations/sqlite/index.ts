import * as migration_20261122_222744_initial from './20261122_222744_initial';

export const migrations = [
  {
    up: migration_20261122_222744_initial.up,
    down: migration_20261122_222744_initial.down,
    name: '20261122_222744_initial'
  },
];
