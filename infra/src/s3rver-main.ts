// Entry point of the detached s3rver fallback:
// node --import tsx s3rver-main.ts <port> <directory> <accessKeyId> <secretAccessKey>
import S3rver from 's3rver';
import { DUMMY_ACCOUNT } from 's3rver/lib/models/account';

const [port, directory, accessKeyId, secretAccessKey] = process.argv.slice(2);

// s3rver only knows the key pair S3RVER/S3RVER; register ours so that clients keep the same credentials.
DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);

new S3rver({ address: '127.0.0.1', port: Number(port), directory, silent: true }).run().then(
  () => console.log(`s3rver listening on 127.0.0.1:${port}`),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
