import { consumerGroup, namespacedTopic } from '@docnet/platform';
import { testInfra } from '@docnet/platform/testing/infra-endpoints';
import { Topics } from '@docnet/contracts';
import { Kafka, logLevel, type Admin } from 'kafkajs';
import { dropBffNamespace, sharedBffEnv, startBffUnderTest, type BffUnderTest } from './support/bff-under-test';

/**
 * Each BFF instance reads the live-stream topics in a consumer group of its own. A crashed instance cannot delete
 * its group; the instances still running delete such empty groups, and never a group that has a member.
 */

const shared = sharedBffEnv();
const kafka = new Kafka({ clientId: 'live-stream-groups-test', brokers: testInfra().kafkaBrokers.split(','), logLevel: logLevel.NOTHING });
let admin: Admin;
let bff: BffUnderTest | undefined;

const groupsOfInstances = async () =>
  (await admin.listGroups()).groups.map(({ groupId }) => groupId).filter((groupId) => groupId.startsWith(consumerGroup(shared.namespace, 'bff-live.')));

beforeAll(async () => {
  admin = kafka.admin();
  await admin.connect();
});

afterAll(async () => {
  if (bff) {
    await bff.close();
    await dropBffNamespace(bff, shared);
  }
  await admin.disconnect();
});

test("a crashed instance's empty group is deleted by a running instance; a group with a member stays", async () => {
  // A crashed instance's group: committed offsets, no member left.
  const topic = namespacedTopic(shared.namespace, Topics.notificationsNotification);
  await admin.createTopics({ topics: [{ topic, numPartitions: 1 }], waitForLeaders: true });
  const crashed = consumerGroup(shared.namespace, 'bff-live.crashed-host-123-abcd1234');
  await admin.setOffsets({ groupId: crashed, topic, partitions: [{ partition: 0, offset: '0' }] });
  expect(await groupsOfInstances()).toContain(crashed);

  bff = await startBffUnderTest(shared);

  const deadline = Date.now() + 30_000;
  let groups = await groupsOfInstances();
  while (groups.includes(crashed) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    groups = await groupsOfInstances();
  }
  expect(groups).not.toContain(crashed);
  // The running instance's own group, which has it as member, is still there.
  expect(groups).toHaveLength(1);
  const [own] = (await admin.describeGroups(groups)).groups;
  expect(own.members).toHaveLength(1);
});
