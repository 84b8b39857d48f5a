package embedded

import (
	"context"
	"fmt"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
)

// freePeerURL returns http://127.0.0.1:<a port free right now>.
func freePeerURL(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return "http://" + l.Addr().String()
}

// testCluster is three members started together in this process.
type testCluster struct {
	names, dirs []string
	initial     string
	token       string
	members     []*Etcd
}

// newTestCluster makes three data directories and peer URLs; start
// starts the members.
func newTestCluster(t *testing.T) *testCluster {
	c := &testCluster{names: []string{"a", "b", "c"}}
	var pairs []string
	for _, n := range c.names {
		pairs = append(pairs, n+"="+freePeerURL(t))
		c.dirs = append(c.dirs, newDataDir(t))
	}
	c.initial = strings.Join(pairs, ",")
	c.members = make([]*Etcd, 3)
	return c
}

// options are member i's options.
func (c *testCluster) options(i int) Options {
	_, peer, _ := strings.Cut(strings.Split(c.initial, ",")[i], "=")
	return Options{DataDir: c.dirs[i], StartTimeout: 30 * time.Second,
		Cluster: Cluster{Name: c.names[i], PeerURL: peer, InitialCluster: c.initial, InitialClusterToken: c.token}}
}

// start starts the members i (all when none) at once: each waits for a
// quorum of the others.
func (c *testCluster) start(t *testing.T, which ...int) {
	t.Helper()
	if len(which) == 0 {
		which = []int{0, 1, 2}
	}
	var wg sync.WaitGroup
	errs := make([]error, 3)
	for _, i := range which {
		wg.Go(func() {
			c.members[i], errs[i] = Start(context.Background(), c.options(i))
		})
	}
	wg.Wait()
	for _, i := range which {
		if errs[i] != nil {
			t.Fatalf("member %s: %v", c.names[i], errs[i])
		}
		e := c.members[i]
		t.Cleanup(func() { e.Close() })
	}
}

// TestClusterReplicates: three members form a cluster; a write through
// one is read, linearizably, through another; with one member down the
// other two still take writes (quorum), and the member that comes back
// on its data catches up.
func TestClusterReplicates(t *testing.T) {
	c := newTestCluster(t)
	c.start(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	a, cc := c.members[0].Client(), c.members[2].Client()

	members, err := a.MemberList(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(members.Members) != 3 {
		t.Fatalf("member list: got %d members; want 3", len(members.Members))
	}
	if _, err := a.Put(ctx, "/registry/k", "1"); err != nil {
		t.Fatal(err)
	}
	if got := get(t, ctx, cc, "/registry/k"); got != "1" {
		t.Errorf("read through c: got %q; want 1", got)
	}

	c.members[1].Close()
	for i := range 10 {
		if _, err := a.Put(ctx, "/registry/k", fmt.Sprint(i+2)); err != nil {
			t.Fatalf("write with one member down: %v", err)
		}
	}
	c.start(t, 1)
	if got := get(t, ctx, c.members[1].Client(), "/registry/k"); got != "11" {
		t.Errorf("read through b after its restart: got %q; want 11", got)
	}
}

// TestClusterWithoutQuorum: with two of three members down, a write fails
// within its deadline instead of hanging, and nothing is half-written.
func TestClusterWithoutQuorum(t *testing.T) {
	c := newTestCluster(t)
	c.start(t)
	a := c.members[0].Client()
	c.members[1].Close()
	c.members[2].Close()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	start := time.Now()
	if _, err := a.Put(ctx, "/registry/k", "lost"); err == nil {
		t.Fatal("write without quorum: got no error")
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("write without quorum took %v", d)
	}
	c.start(t, 1)
	ctx, cancel = context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if _, err := a.Put(ctx, "/registry/k", "kept"); err != nil {
		t.Fatalf("write with quorum back: %v", err)
	}
	if got := get(t, ctx, c.members[1].Client(), "/registry/k"); got != "kept" {
		t.Errorf("got %q; want kept", got)
	}
}

// TestClusterPeerURLInUse: a peer URL another process listens on is a
// start error naming the address, not a hang.
func TestClusterPeerURLInUse(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	peer := "http://" + l.Addr().String()
	_, err = Start(context.Background(), Options{DataDir: newDataDir(t), StartTimeout: 10 * time.Second,
		Cluster: Cluster{Name: "a", PeerURL: peer}})
	if err == nil || !strings.Contains(err.Error(), "address already in use") {
		t.Fatalf("got %v; want an error saying the address is in use", err)
	}
}

// TestClusterOfAnotherCluster: a member whose data belongs to a cluster
// that no longer exists at its peers' URLs (they now run another one)
// does not start, and the error quotes etcd's reason.
func TestClusterOfAnotherCluster(t *testing.T) {
	old := newTestCluster(t)
	old.start(t)
	for _, m := range old.members {
		m.Close()
	}
	// A new cluster at the same peer URLs, on fresh data, with its own
	// token (with the same one it would have the same IDs).
	c := &testCluster{names: old.names, initial: old.initial, token: "second", members: make([]*Etcd, 3)}
	for range 3 {
		c.dirs = append(c.dirs, newDataDir(t))
	}
	c.start(t, 0, 1)
	// c's member c comes back on the old cluster's data.
	opts := old.options(2)
	opts.StartTimeout = 5 * time.Second
	_, err := Start(context.Background(), opts)
	if err == nil || !strings.Contains(err.Error(), "did not start within 5s") {
		t.Fatalf("got %v; want a start timeout", err)
	}
	t.Log(err)
	if !strings.Contains(err.Error(), "etcd's last warning") {
		t.Errorf("error %q does not quote etcd's last warning", err)
	}
}

// get reads key through client, linearizably (a quorum read).
func get(t *testing.T, ctx context.Context, client *clientv3.Client, key string) string {
	t.Helper()
	resp, err := client.Get(ctx, key)
	if err != nil {
		t.Fatalf("get %s: %v", key, err)
	}
	if len(resp.Kvs) == 0 {
		return ""
	}
	return string(resp.Kvs[0].Value)
}

// BenchmarkCluster compares, in one run, writes and quorum reads through
// one member of a three-member cluster with a member alone: what
// replication costs each API server replica's storage (every member in
// this one process, on loopback):
//
//	go test -run '^$' -bench Cluster -count 3 ./03-master/storage/storagebackend/embedded
func BenchmarkCluster(b *testing.B) {
	ctx := context.Background()
	value := strings.Repeat("v", 1024) // about a small ConfigMap
	alone, err := Start(ctx, Options{DataDir: newDataDir(b)})
	if err != nil {
		b.Fatal(err)
	}
	defer alone.Close()
	var c testCluster
	c.names = []string{"a", "b", "c"}
	var pairs []string
	for _, n := range c.names {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			b.Fatal(err)
		}
		pairs = append(pairs, n+"=http://"+l.Addr().String())
		l.Close()
		c.dirs = append(c.dirs, newDataDir(b))
	}
	c.initial = strings.Join(pairs, ",")
	c.members = make([]*Etcd, 3)
	var wg sync.WaitGroup
	errs := make([]error, 3)
	for i := range 3 {
		wg.Go(func() { c.members[i], errs[i] = Start(ctx, c.options(i)) })
	}
	wg.Wait()
	for i, m := range c.members {
		if errs[i] != nil {
			b.Fatal(errs[i])
		}
		defer m.Close()
	}
	for _, tc := range []struct {
		name   string
		client *clientv3.Client
	}{{"members=1", alone.Client()}, {"members=3", c.members[0].Client()}} {
		b.Run("put/"+tc.name, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				if _, err := tc.client.Put(ctx, fmt.Sprintf("/registry/put/%d", i%1000), value); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("quorum-get/"+tc.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := tc.client.Get(ctx, "/registry/put/0"); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
