// The one place that picks the upload storage from the configuration (main.ts and buildApp both use it).
import { join } from 'node:path';
import type { Config } from '../config';
import { S3Storage } from './s3-storage';
import { LocalStorage, type Storage } from './storage';

export function openStorage(config: Pick<Config, 'storage' | 's3' | 'dataDir'>): Storage {
  if (config.storage === 's3') {
    if (!config.s3) throw new Error('STORAGE=s3 needs S3_BUCKET');
    return new S3Storage(config.s3);
  }
  return new LocalStorage(join(config.dataDir, 'uploads'));
}
