package docnet;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.opensearch.analysis.common.CommonAnalysisPlugin;
import org.opensearch.common.settings.Settings;
import org.opensearch.node.InternalSettingsPreparer;
import org.opensearch.node.Node;
import org.opensearch.transport.Netty4Plugin;

/**
 * One OpenSearch node on 127.0.0.1, with only the HTTP layer and the common analysis filters as plugins.
 * Arguments: home directory, HTTP port, transport port. The Maven Central jars have no distribution
 * layout, so this calls Node's protected constructor instead of the usual bootstrap.
 */
public final class OpenSearchLauncher extends Node {
  private OpenSearchLauncher(Settings settings, Path config) {
    super(
        InternalSettingsPreparer.prepareEnvironment(settings, Map.of(), config, () -> settings.get("node.name")),
        List.of(Netty4Plugin.class, CommonAnalysisPlugin.class),
        true);
  }

  public static void main(String[] args) throws Exception {
    Path home = Path.of(args[0]).toAbsolutePath();
    Settings settings = Settings.builder()
        .put("path.home", home.toString())
        .put("path.data", home.resolve("data").toString())
        .put("path.logs", home.resolve("logs").toString())
        .put("cluster.name", "docnet-local")
        .put("node.name", "docnet-local-1")
        .put("network.host", "127.0.0.1")
        .put("http.port", args[1])
        .put("transport.port", args[2])
        .put("discovery.type", "single-node")
        // A shared development disk is often fuller than the default watermarks allow: shards would stay unassigned.
        .put("cluster.routing.allocation.disk.threshold_enabled", false)
        .build();
    Node node = new OpenSearchLauncher(settings, home.resolve("config"));
    // The node's threads are daemons: main waits until SIGTERM has closed the node.
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      try {
        node.close();
      } catch (Exception error) {
        error.printStackTrace();
      } finally {
        stopped.countDown();
      }
    }));
    node.start();
    System.out.println("OpenSearch started on http://127.0.0.1:" + args[1]);
    stopped.await();
  }
}
