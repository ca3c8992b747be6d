package main

// FerretDB v1 applies an update by reading the matching documents and writing them back in two
// steps without isolation, so concurrent updates of one document lose each other's changes
// (30 concurrent `$inc` on one document end at 2). MongoDB makes every single-document write
// atomic, and DocNet relies on it (counters, the outbox's revision-guarded clear). This proxy gives
// FerretDB the same guarantee: clients connect to it over TCP, it forwards each request to FerretDB's
// Unix socket and runs the write commands of one collection one at a time.

import (
	"encoding/binary"
	"errors"
	"io"
	"log"
	"net"
	"strings"
	"sync"
	"time"
)

const (
	opMsg        = 2013
	headerLength = 16
	// moreToCome: the sender expects no answer to this message.
	flagMoreToCome = 1 << 1
	maxMessage     = 48 * 1024 * 1024
)

var writeCommands = map[string]bool{
	"insert": true, "update": true, "delete": true, "findandmodify": true,
}

type collectionLocks struct {
	mu    sync.Mutex
	locks map[string]*sync.Mutex
}

func (c *collectionLocks) get(name string) *sync.Mutex {
	c.mu.Lock()
	defer c.mu.Unlock()
	lock, ok := c.locks[name]
	if !ok {
		lock = &sync.Mutex{}
		c.locks[name] = lock
	}
	return lock
}

// serveSerialized accepts clients on listener and relays them to the FerretDB socket.
func serveSerialized(listener net.Listener, socket string, slow *slowLog) {
	locks := &collectionLocks{locks: map[string]*sync.Mutex{}}
	for {
		client, err := listener.Accept()
		if err != nil {
			if errors.Is(err, net.ErrClosed) {
				return
			}
			log.Printf("accept: %v", err)
			continue
		}
		go relay(client, socket, locks, slow)
	}
}

func relay(client net.Conn, socket string, locks *collectionLocks, slow *slowLog) {
	defer client.Close()
	server, err := net.Dial("unix", socket)
	if err != nil {
		log.Printf("dial FerretDB: %v", err)
		return
	}
	defer server.Close()
	for {
		request, err := readMessage(client)
		if err != nil {
			return
		}
		started := time.Now()
		if lockName := writeTarget(request); lockName != "" {
			lock := locks.get(lockName)
			lock.Lock()
			err = exchange(client, server, request)
			lock.Unlock()
		} else {
			err = exchange(client, server, request)
		}
		slow.record(request, time.Since(started))
		if err != nil {
			return
		}
	}
}

// exchange forwards one request and, unless it expects none, its answer.
func exchange(client, server net.Conn, request []byte) error {
	if _, err := server.Write(request); err != nil {
		return err
	}
	if expectsNoAnswer(request) {
		return nil
	}
	answer, err := readMessage(server)
	if err != nil {
		return err
	}
	_, err = client.Write(answer)
	return err
}

func readMessage(conn net.Conn) ([]byte, error) {
	header := make([]byte, headerLength)
	if _, err := io.ReadFull(conn, header); err != nil {
		return nil, err
	}
	length := int(binary.LittleEndian.Uint32(header))
	if length < headerLength || length > maxMessage {
		return nil, errors.New("invalid message length")
	}
	message := make([]byte, length)
	copy(message, header)
	if _, err := io.ReadFull(conn, message[headerLength:]); err != nil {
		return nil, err
	}
	return message, nil
}

func expectsNoAnswer(message []byte) bool {
	if binary.LittleEndian.Uint32(message[12:16]) != opMsg || len(message) < headerLength+4 {
		return false
	}
	return binary.LittleEndian.Uint32(message[16:20])&flagMoreToCome != 0
}

// writeTarget names "<db>.<collection>" when the message is a write command, else "".
// The body (section kind 0) of an OP_MSG is a BSON document whose first element is the command.
func writeTarget(message []byte) string {
	if binary.LittleEndian.Uint32(message[12:16]) != opMsg || len(message) < headerLength+4+1+5 {
		return ""
	}
	section := message[headerLength+4:]
	if section[0] != 0 {
		return ""
	}
	command, collection, ok := firstStringElement(section[1:])
	if !ok || !writeCommands[strings.ToLower(command)] {
		return ""
	}
	return databaseOf(section[1:]) + "." + collection
}

// firstStringElement reads the first element of a BSON document: its name and, if a string, its value.
func firstStringElement(document []byte) (string, string, bool) {
	if len(document) < 5 {
		return "", "", false
	}
	kind := document[4]
	nameEnd := indexZero(document, 5)
	if nameEnd < 0 {
		return "", "", false
	}
	name := string(document[5:nameEnd])
	if kind != 0x02 {
		return name, "", true
	}
	value, ok := bsonString(document, nameEnd+1)
	return name, value, ok
}

// databaseOf finds the top-level "$db" string of a command document.
func databaseOf(document []byte) string {
	end := int(binary.LittleEndian.Uint32(document[0:4]))
	if end > len(document) {
		return ""
	}
	for at := 4; at < end-1; {
		kind := document[at]
		nameEnd := indexZero(document, at+1)
		if nameEnd < 0 {
			return ""
		}
		name := string(document[at+1 : nameEnd])
		size, ok := elementSize(document, kind, nameEnd+1)
		if !ok {
			return ""
		}
		if name == "$db" && kind == 0x02 {
			value, _ := bsonString(document, nameEnd+1)
			return value
		}
		at = nameEnd + 1 + size
	}
	return ""
}

func bsonString(document []byte, at int) (string, bool) {
	if at+4 > len(document) {
		return "", false
	}
	length := int(binary.LittleEndian.Uint32(document[at:]))
	if length < 1 || at+4+length > len(document) {
		return "", false
	}
	return string(document[at+4 : at+4+length-1]), true
}

// elementSize is the size of an element's value, for the BSON types a command's top level holds.
func elementSize(document []byte, kind byte, at int) (int, bool) {
	fixed := map[byte]int{0x01: 8, 0x07: 12, 0x08: 1, 0x09: 8, 0x0A: 0, 0x10: 4, 0x11: 8, 0x12: 8, 0x13: 16, 0x7F: 0, 0xFF: 0}
	if size, ok := fixed[kind]; ok {
		return size, true
	}
	if at+4 > len(document) {
		return 0, false
	}
	length := int(binary.LittleEndian.Uint32(document[at:]))
	switch kind {
	case 0x02, 0x0D, 0x0E: // string, JavaScript, symbol
		return 4 + length, true
	case 0x03, 0x04, 0x0F: // document, array, code with scope
		return length, true
	case 0x05: // binary: length, subtype, bytes
		return 4 + 1 + length, true
	case 0x0B: // regular expression: pattern and options, two C strings
		patternEnd := indexZero(document, at)
		if patternEnd < 0 {
			return 0, false
		}
		optionsEnd := indexZero(document, patternEnd+1)
		if optionsEnd < 0 {
			return 0, false
		}
		return optionsEnd + 1 - at, true
	default:
		return 0, false
	}
}

func indexZero(data []byte, from int) int {
	for i := from; i < len(data); i++ {
		if data[i] == 0 {
			return i
		}
	}
	return -1
}
