package main

// A slow-command log in the spirit of mongod's slowms: FerretDB v1 pushes almost no filter or sort
// down to SQLite, so a query that is instant on MongoDB can scan a whole collection here. Operators
// find those by starting the runner with -slow-ms.

import (
	"encoding/binary"
	"fmt"
	"log"
	"math"
	"strings"
	"time"
)

type slowLog struct {
	threshold time.Duration
}

func (s *slowLog) enabled() bool { return s != nil && s.threshold > 0 }

// record logs the command when it took at least the threshold.
func (s *slowLog) record(request []byte, took time.Duration) {
	if !s.enabled() || took < s.threshold {
		return
	}
	if binary.LittleEndian.Uint32(request[12:16]) != opMsg || len(request) < headerLength+4+1+5 {
		return
	}
	section := request[headerLength+4:]
	if section[0] != 0 {
		return
	}
	log.Printf("slow %dms %s.%s", took.Milliseconds(), databaseOf(section[1:]), describeCommand(section[1:]))
}

// describeCommand renders the command's top-level elements except the driver's bookkeeping.
func describeCommand(document []byte) string {
	var parts []string
	walkElements(document, func(name string, kind byte, value []byte) {
		if strings.HasPrefix(name, "$") || name == "lsid" || name == "txnNumber" {
			return
		}
		parts = append(parts, name+": "+renderValue(kind, value, 3))
	})
	text := strings.Join(parts, ", ")
	if len(text) > 600 {
		text = text[:600] + "…"
	}
	return text
}

// walkElements calls visit for each element of a BSON document with the bytes of its value.
func walkElements(document []byte, visit func(name string, kind byte, value []byte)) {
	if len(document) < 5 {
		return
	}
	end := int(binary.LittleEndian.Uint32(document[0:4]))
	if end > len(document) {
		return
	}
	for at := 4; at < end-1; {
		kind := document[at]
		nameEnd := indexZero(document, at+1)
		if nameEnd < 0 {
			return
		}
		size, ok := elementSize(document, kind, nameEnd+1)
		if !ok || nameEnd+1+size > end {
			return
		}
		visit(string(document[at+1:nameEnd]), kind, document[nameEnd+1:nameEnd+1+size])
		at = nameEnd + 1 + size
	}
}

func renderValue(kind byte, value []byte, depth int) string {
	switch kind {
	case 0x01:
		return fmt.Sprint(math.Float64frombits(binary.LittleEndian.Uint64(value)))
	case 0x02:
		text, _ := bsonString(value, 0)
		return fmt.Sprintf("%q", text)
	case 0x03, 0x04:
		if depth == 0 {
			return "{…}"
		}
		var parts []string
		walkElements(value, func(name string, kind byte, inner []byte) {
			parts = append(parts, name+": "+renderValue(kind, inner, depth-1))
		})
		return "{" + strings.Join(parts, ", ") + "}"
	case 0x07:
		return fmt.Sprintf("ObjectId(%x)", value)
	case 0x08:
		return fmt.Sprint(value[0] == 1)
	case 0x09:
		return time.UnixMilli(int64(binary.LittleEndian.Uint64(value))).UTC().Format(time.RFC3339)
	case 0x0A:
		return "null"
	case 0x10:
		return fmt.Sprint(int32(binary.LittleEndian.Uint32(value)))
	case 0x12:
		return fmt.Sprint(int64(binary.LittleEndian.Uint64(value)))
	default:
		return fmt.Sprintf("<type %#x>", kind)
	}
}
