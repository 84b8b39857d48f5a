package embedded

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"time"

	bolt "go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"
	"go.etcd.io/etcd/api/v3/mvccpb"
	"go.etcd.io/etcd/server/v3/lease/leasepb"
	"google.golang.org/protobuf/proto"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// checkDataDir reads the member's database before etcd opens it, because
// etcd cannot fail gently on a bad one: it panics in goroutines of its
// own (bbolt's "failed to open database", "assertion failed", an index out
// of range, or a memory fault on a truncated file), which no caller can
// recover, and on a database that another process holds it waits on the
// file lock forever, logging nothing. Here the same reads run in a
// goroutine that turns faults into panics it recovers, so a damaged or
// busy data directory becomes an error that says what to do. An empty
// directory (a first start) has no database and passes.
//
// What is read is what etcd reads at start: bbolt's meta pages and the
// pages of every bucket, the revision keys and KeyValue records it
// rebuilds its index from, its consistent index and term, and its leases.
//
// Upstream: none (kube-apiserver runs no etcd); etcdutl's "check" and
// bbolt's Tx.Check go further (free pages, double references) and cost a
// full second walk, which a start need not pay.
func checkDataDir(ctx context.Context, dir string, lockWait time.Duration) error {
	path := filepath.Join(dir, "member", "snap", "db")
	info, err := os.Stat(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("embedded etcd data directory %s: %w", dir, err)
	}
	if !info.Mode().IsRegular() {
		return &DamagedError{Dir: dir, File: path, Reason: "it is not a regular file"}
	}
	result := make(chan error, 1)
	go func() { result <- checkDatabase(dir, path, info.Size(), lockWait) }()
	select {
	case err := <-result:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// checkDatabase opens the database read-only, as a second reader would,
// and walks it. It must run in a goroutine of its own: it sets the
// goroutine to panic on memory faults, and on a damaged file it leaves
// the file open (closing a bbolt database mid-panic can block).
func checkDatabase(dir, path string, size int64, lockWait time.Duration) (err error) {
	debug.SetPanicOnFault(true)
	defer func() {
		if r := recover(); r != nil {
			err = &DamagedError{Dir: dir, File: path, Reason: fmt.Sprint(r)}
		}
	}()
	db, err := openDatabase(path, lockWait)
	if errors.Is(err, bolterrors.ErrTimeout) {
		return &InUseError{Dir: dir, File: path, Waited: lockWait}
	}
	if err != nil {
		return &DamagedError{Dir: dir, File: path, Reason: err.Error()}
	}
	if err := db.View(func(tx *bolt.Tx) error { return walkDatabase(tx, size) }); err != nil {
		return &DamagedError{Dir: dir, File: path, Reason: err.Error()}
	}
	return db.Close()
}

// openDatabase opens the database read-only, waiting up to lockWait for
// a writer to let go of its lock, and says so when it has to wait.
func openDatabase(path string, lockWait time.Duration) (*bolt.DB, error) {
	const glance = 100 * time.Millisecond
	db, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true, Timeout: min(glance, lockWait)})
	if !errors.Is(err, bolterrors.ErrTimeout) || lockWait <= glance {
		return db, err
	}
	klog.InfoS("Waiting for another process to let go of the embedded etcd's database", "path", path, "timeout", lockWait)
	return bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true, Timeout: lockWait - glance})
}

// walkDatabase reads every page the database says it has, then the
// records etcd decodes at start.
func walkDatabase(tx *bolt.Tx, fileSize int64) error {
	if tx.Size() > fileSize {
		return fmt.Errorf("it is truncated: its meta page counts %d bytes, the file has %d", tx.Size(), fileSize)
	}
	err := tx.ForEach(func(name []byte, b *bolt.Bucket) error {
		if err := walkBucket(b); err != nil {
			return fmt.Errorf("bucket %q: %w", name, err)
		}
		return nil
	})
	if err != nil {
		return err
	}
	return checkRecords(tx)
}

// walkBucket visits every key and nested bucket of b.
func walkBucket(b *bolt.Bucket) error {
	return b.ForEach(func(k, v []byte) error {
		if v == nil {
			if nested := b.Bucket(k); nested != nil {
				return walkBucket(nested)
			}
		}
		return nil
	})
}

// revisionBytes is the length of an mvcc revision key: 8 bytes of main
// revision, '_', 8 bytes of sub revision (a tombstone adds one byte).
const revisionBytes = 17

// checkRecords decodes what etcd's mvcc store, backend and lessor decode
// when they start: a record that does not decode would panic there.
func checkRecords(tx *bolt.Tx) error {
	if b := tx.Bucket([]byte("key")); b != nil {
		err := b.ForEach(func(k, v []byte) error {
			var kv mvccpb.KeyValue
			if len(k) < revisionBytes {
				return fmt.Errorf("revision key %x is %d bytes long, not %d", k, len(k), revisionBytes)
			}
			if err := proto.Unmarshal(v, &kv); err != nil {
				return fmt.Errorf("the record at revision key %x does not decode: %w", k, err)
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	if b := tx.Bucket([]byte("meta")); b != nil {
		for _, key := range []string{"consistent_index", "term"} {
			if v := b.Get([]byte(key)); v != nil && len(v) != 8 {
				return fmt.Errorf("meta %s is %d bytes long, not 8", key, len(v))
			}
		}
	}
	if b := tx.Bucket([]byte("lease")); b != nil {
		return b.ForEach(func(k, v []byte) error {
			var l leasepb.Lease
			if err := proto.Unmarshal(v, &l); err != nil {
				return fmt.Errorf("lease %x does not decode: %w", k, err)
			}
			return nil
		})
	}
	return nil
}

// DamagedError says that the embedded etcd's database cannot be read,
// and what the operator can do.
type DamagedError struct {
	Dir, File, Reason string
}

func (e *DamagedError) Error() string {
	return fmt.Sprintf("the embedded etcd's database %s is damaged: %s. The server cannot start on it. "+
		"Restore the data directory from a backup (etcdutl snapshot restore), "+
		"or move %s away to start with an empty one (every object stored in it is then gone)",
		e.File, e.Reason, e.Dir)
}

// InUseError says that another process holds the data directory.
type InUseError struct {
	Dir, File string
	Waited    time.Duration
}

func (e *InUseError) Error() string {
	return fmt.Sprintf("the embedded etcd's data directory %s is in use by another process "+
		"(its database %s stayed locked for %v): is another API server running on it? "+
		"Stop that one, or start this one with another --etcd-data-dir", e.Dir, e.File, e.Waited)
}
