import fs from 'node:fs';
import path from 'node:path';
import { cacheDir, infraDir, logFile, pidFile, pieceDir } from './paths';
import { redactUrl, type PieceDef } from './piece';
import { hashFiles, run, spawnDetached, which, type Log } from './process';

export const OPENSEARCH_VERSION = '2.19.6';
const PORT = 19400;
const TRANSPORT_PORT = 19410;
const JVM_HEAP = ['-Xms512m', '-Xmx512m'];
const LAUNCHER = 'docnet.OpenSearchLauncher';

/**
 * The launcher (infra/opensearch) and OpenSearch's jars, built and fetched once with Maven into the machine-wide
 * cache; rebuilt when the pom or the launcher's source changes. Resolves to the classpath.
 */
export async function ensureOpenSearchJars(log: Log): Promise<string> {
  const source = path.join(infraDir, 'opensearch');
  const pom = path.join(source, 'pom.xml');
  const launcher = path.join(source, 'src', 'main', 'java', 'docnet', 'OpenSearchLauncher.java');
  const dir = cacheDir(`opensearch-${OPENSEARCH_VERSION}`);
  const lib = path.join(dir, 'lib');
  const jar = path.join(dir, 'opensearch-launcher.jar');
  const classpath = `${jar}${path.delimiter}${path.join(lib, '*')}`;
  const stamp = path.join(dir, 'build.sha');
  const hash = hashFiles([pom, launcher]);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) return classpath;

  if (!which('mvn')) throw new Error('OpenSearch: mvn not found on PATH — install maven (apt-get install -y maven)');
  log(`opensearch: building the launcher and fetching OpenSearch ${OPENSEARCH_VERSION} jars with Maven into ${dir}`);
  const build = path.join(dir, 'build');
  fs.rmSync(build, { recursive: true, force: true });
  fs.mkdirSync(build, { recursive: true });
  fs.cpSync(source, build, { recursive: true });
  const staging = `${lib}.tmp`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    await run(
      'mvn',
      ['-B', '-q', '-f', path.join(build, 'pom.xml'), 'package', 'dependency:copy-dependencies', '-DincludeScope=runtime', `-DoutputDirectory=${staging}`],
      { cwd: build, timeoutMs: 900_000 },
    );
  } catch (err) {
    throw new Error(`OpenSearch: building the launcher or fetching the jars from Maven Central failed: ${(err as Error).message}`);
  }
  fs.rmSync(lib, { recursive: true, force: true });
  fs.renameSync(staging, lib);
  fs.copyFileSync(path.join(build, 'target', 'opensearch-launcher-1.0.0.jar'), jar);
  fs.rmSync(build, { recursive: true, force: true });
  fs.writeFileSync(stamp, hash);
  return classpath;
}

async function launch(log: Log): Promise<void> {
  const java = which('java');
  if (!java) throw new Error('OpenSearch: java not found on PATH — install openjdk-17-jre-headless');
  const classpath = await ensureOpenSearchJars(log);
  const home = pieceDir('opensearch');
  fs.mkdirSync(path.join(home, 'config'), { recursive: true });
  log(`opensearch: starting OpenSearch ${OPENSEARCH_VERSION} on 127.0.0.1:${PORT}`);
  spawnDetached({
    cmd: java,
    // Without the distribution's log4j2.properties, log4j's default configuration: WARN and up to the log.
    args: [...JVM_HEAP, '-Djava.awt.headless=true', '-Dorg.apache.logging.log4j.level=WARN', '-cp', classpath, LAUNCHER, home, String(PORT), String(TRANSPORT_PORT)],
    cwd: home,
    logFile: logFile('opensearch'),
    pidFile: pidFile('opensearch'),
  });
}

/** Ready once the node answers GET / and the cluster is at least yellow (its own indices readable). */
async function probe(url: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/_cluster/health?wait_for_status=yellow&timeout=2s', url), { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) return false;
    const { status } = (await response.json()) as { status?: string };
    return status === 'green' || status === 'yellow';
  } catch {
    return false;
  }
}

export const opensearch: PieceDef<string> = {
  name: 'opensearch',
  title: 'OpenSearch',
  local: `http://127.0.0.1:${PORT}`,
  port: PORT,
  markers: [LAUNCHER],
  fromEnv: () => process.env.OPENSEARCH_URL || undefined,
  describe: redactUrl,
  probe,
  readyTimeoutMs: 180_000,
  stopGraceMs: 30_000,
  launch,
};
