// Command ferretdb-sqlite runs FerretDB v1 with the SQLite backend.
//
// FerretDB is embedded rather than installed with `go install .../cmd/ferretdb` because that binary
// panics at start-up: build/version/version.txt is git-ignored upstream, so it is missing from the
// module zip, and the check only runs when FerretDB itself is the main module.
package main

import (
	"context"
	"flag"
	"log"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	addr := flag.String("listen", "127.0.0.1:27027", "TCP listen address")
	dir := flag.String("dir", "", "data directory (created if missing)")
	level := flag.String("log-level", "error", "debug, info, warn or error")
	slowMs := flag.Int("slow-ms", 0, "log every command that takes at least this many milliseconds (0: off)")
	flag.Parse()
	if *dir == "" {
		log.Fatal("-dir is required")
	}
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		log.Fatal(err)
	}
	var logLevel slog.Level
	if err := logLevel.UnmarshalText([]byte(*level)); err != nil {
		log.Fatal(err)
	}

	// FerretDB listens on a Unix socket of its own; clients reach it through the proxy that makes
	// single-document writes atomic (serializer.go).
	socket := filepath.Join(*dir, "ferretdb.sock")
	_ = os.Remove(socket)
	f, err := ferretdb.New(&ferretdb.Config{
		Listener: ferretdb.ListenerConfig{Unix: socket},
		Handler:  "sqlite",
		// The SQLite URL must name an existing directory and end with "/". In WAL mode, synchronous=normal
		// keeps every commit through a crash of this process (only an OS crash can lose the last ones)
		// without an fsync per write, which made every write queue behind the disk.
		SQLiteURL: "file:" + *dir + "/?_pragma=synchronous(normal)",
		// Warn level logs every command FerretDB rejects, including the driver's endSessions on each close.
		Logger: slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: logLevel})),
	})
	if err != nil {
		log.Fatal(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	listener, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	go func() {
		<-ctx.Done()
		listener.Close()
	}()
	go serveSerialized(listener, socket, &slowLog{threshold: time.Duration(*slowMs) * time.Millisecond})
	if err := f.Run(ctx); err != nil && ctx.Err() == nil {
		log.Fatal(err)
	}
}
