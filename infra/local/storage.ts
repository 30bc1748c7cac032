// The embedded S3 (s3rver) with the site-assets bucket, files under the data folder.
import S3rver from 's3rver';
import { LOCAL } from './settings';

export async function startStorage(port: number, directory: string): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const server = new S3rver({ port, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: LOCAL.assetsBucket }] });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
