import { configFromEnv } from './config';
import { createGateway } from './server';
import { DEMO_CUSTOMER } from '@portal/sandbox-api';

async function main() {
  const config = configFromEnv();
  const app = await createGateway(config);
  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/`;
  process.stdout.write(
    [
      '',
      `Portal:      ${url}`,
      config.upstreamApiUrl ? `API:         proxied to ${config.upstreamApiUrl}` : `Demo login:  ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
      `Data folder: ${config.dataDir}`,
      '',
    ].join('\n'),
  );
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
