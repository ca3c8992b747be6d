import { allTopics } from '@docnet/contracts';
import { Kafka, logLevel } from 'kafkajs';
import mongoose from 'mongoose';

/** Removes what a test namespace left behind: its databases and its topics. */
export async function dropNamespace(mongoUrl: string, kafkaBrokers: string, namespace: string): Promise<void> {
  if (!namespace) throw new Error('refusing to drop the unnamespaced (demo) data');
  const connection = await mongoose.createConnection(mongoUrl).asPromise();
  try {
    const { databases } = await connection.db!.admin().listDatabases();
    for (const { name } of databases.filter((database) => database.name.startsWith(`${namespace}_`))) {
      await connection.useDb(name, { useCache: false }).dropDatabase();
    }
  } finally {
    await connection.close();
  }
  const admin = new Kafka({ clientId: 'cleanup', brokers: kafkaBrokers.split(','), logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const topics = allTopics.map((topic) => `${namespace}.${topic}`).filter((topic) => existing.has(topic));
    if (topics.length) await admin.deleteTopics({ topics });
  } finally {
    await admin.disconnect();
  }
}
