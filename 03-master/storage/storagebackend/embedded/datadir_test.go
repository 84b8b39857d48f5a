package embedded

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// newFilledDataDir returns a data directory whose member stored 300 keys
// of 1 KiB, closed cleanly, and the path of its database.
func newFilledDataDir(t *testing.T) (dir, db string) {
	t.Helper()
	dir = newDataDir(t)
	ctx := context.Background()
	e, err := Start(ctx, Options{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	value := strings.Repeat("v", 1024)
	for i := 0; i < 300; i++ {
		if _, err := e.Client().Put(ctx, fmt.Sprintf("/registry/configmaps/ns/cm-%03d", i), value); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	return dir, filepath.Join(dir, "member", "snap", "db")
}

// damage rewrites bytes [from, to) of the file with seeded random bytes.
func damage(t *testing.T, path string, from, to int64) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := rand.New(rand.NewPCG(1, 2))
	garbage := make([]byte, to-from)
	for i := range garbage {
		garbage[i] = byte(r.Uint32())
	}
	if _, err := f.WriteAt(garbage, from); err != nil {
		t.Fatal(err)
	}
}

// TestDamagedDatabaseIsAnError damages the database as disks and people
// do and checks that Start answers with a DamagedError naming the file,
// where etcd itself panicked in a goroutine of its own and took the
// process with it.
func TestDamagedDatabaseIsAnError(t *testing.T) {
	const page = 4096
	tests := []struct {
		name   string
		damage func(t *testing.T, db string, size int64)
	}{
		{"random bytes", func(t *testing.T, db string, size int64) { damage(t, db, 0, size) }},
		{"meta pages overwritten", func(t *testing.T, db string, size int64) { damage(t, db, 0, 2*page) }},
		{"data pages garbled", func(t *testing.T, db string, size int64) { damage(t, db, 4*page, size) }},
		{"truncated to half its pages", func(t *testing.T, db string, size int64) { truncate(t, db, usedBytes(t, db)/2) }},
		{"truncated inside the meta pages", func(t *testing.T, db string, size int64) { truncate(t, db, 100) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir, db := newFilledDataDir(t)
			info, err := os.Stat(db)
			if err != nil {
				t.Fatal(err)
			}
			tt.damage(t, db, info.Size())
			e, err := Start(context.Background(), Options{DataDir: dir})
			if err == nil {
				e.Close()
				t.Fatal("got a started etcd; want an error")
			}
			var damaged *DamagedError
			if !errors.As(err, &damaged) {
				t.Fatalf("got %v; want a DamagedError", err)
			}
			for _, want := range []string{db, "is damaged", "etcdutl snapshot restore", "move " + dir + " away"} {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("got %q; want it to contain %q", err, want)
				}
			}
		})
	}
}

// usedBytes is how much of the file bbolt's meta page says is in use
// (the file may be longer: bbolt grows it ahead).
func usedBytes(t *testing.T, path string) int64 {
	t.Helper()
	db, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int64
	if err := db.View(func(tx *bolt.Tx) error { n = tx.Size(); return nil }); err != nil {
		t.Fatal(err)
	}
	return n
}

func truncate(t *testing.T, path string, size int64) {
	t.Helper()
	if err := os.Truncate(path, size); err != nil {
		t.Fatal(err)
	}
}

// holdDataDir returns a filled data directory and a member running on
// it until the test ends.
func holdDataDir(t *testing.T) (string, *Etcd) {
	t.Helper()
	dir, _ := newFilledDataDir(t)
	e, err := Start(context.Background(), Options{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return dir, e
}

// TestDataDirInUseIsAnError starts a second member on the directory of a
// running one: it must give up within seconds saying so, where etcd
// waited on bbolt's file lock forever, and leave the first one serving.
func TestDataDirInUseIsAnError(t *testing.T) {
	dir, first := holdDataDir(t)
	ctx := context.Background()
	start := time.Now()
	second, err := Start(ctx, Options{DataDir: dir, LockWait: time.Second})
	if err == nil {
		second.Close()
		t.Fatal("got a second member on the same directory; want an error")
	}
	var inUse *InUseError
	if !errors.As(err, &inUse) || !strings.Contains(err.Error(), dir) || !strings.Contains(err.Error(), "in use by another process") {
		t.Fatalf("got %v; want an InUseError naming %s", err, dir)
	}
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("the second start took %v; want under 5s", took)
	}
	if _, err := first.Client().Put(ctx, "/registry/after", "v"); err != nil {
		t.Errorf("the first member after the second start: %v", err)
	}
}

// TestStartEndsWithItsContext cancels a start that waits on a locked
// directory: it returns at once, saying it was abandoned.
func TestStartEndsWithItsContext(t *testing.T) {
	dir, _ := holdDataDir(t)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(200*time.Millisecond, cancel)
	start := time.Now()
	_, err := Start(ctx, Options{DataDir: dir, LockWait: time.Minute})
	if err == nil || !strings.Contains(err.Error(), "abandoned") {
		t.Fatalf("got %v; want an abandoned start", err)
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("the cancelled start took %v; want well under 2s", took)
	}
}

// TestStartTimeoutSaysWhy bounds a start that cannot finish.
func TestStartTimeoutSaysWhy(t *testing.T) {
	dir, _ := holdDataDir(t)
	_, err := Start(context.Background(), Options{DataDir: dir, LockWait: time.Minute, StartTimeout: 300 * time.Millisecond})
	if err == nil || !strings.Contains(err.Error(), "did not start within 300ms") {
		t.Fatalf("got %v; want a start that did not finish in time", err)
	}
}
