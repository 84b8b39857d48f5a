package etcd3

import (
	"context"
	"fmt"
	"testing"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/metrics/testutil"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

// TestEtcdRequestMetrics: every etcd call of the store is counted in
// etcd_requests_total under its operation and the store's group and
// resource, as upstream; a call etcd fails is counted in
// etcd_request_errors_total too.
func TestEtcdRequestMetrics(t *testing.T) {
	ctx := context.Background()
	// A group of its own: the other tests' stores count as {"", configmaps}.
	gr := schema.GroupResource{Group: "metrics.test", Resource: "configmaps"}
	s := New(testEtcd.Client(), storagetesting.Codec(), storagetesting.NewFunc, storagetesting.NewListFunc,
		fmt.Sprintf("/registry-%d", testPrefix.Add(1)), "/configmaps", gr, storage.APIObjectVersioner{}).(*store)
	operations := []string{"create", "get", "list", "update", "delete", "listWithCount", "getCurrentResourceVersion"}
	before := map[string]float64{}
	for _, op := range operations {
		before[op] = etcdMetricValue(t, "etcd_requests_total", op, gr)
	}

	exerciseStore(ctx, t, s)

	// GuaranteedUpdate and Delete read the object before their transaction.
	want := map[string]float64{"create": 1, "get": 3, "list": 1, "update": 1, "delete": 1,
		"listWithCount": 1, "getCurrentResourceVersion": 1}
	for _, op := range operations {
		if got := etcdMetricValue(t, "etcd_requests_total", op, gr) - before[op]; got != want[op] {
			t.Errorf("etcd_requests_total{operation=%q} grew by %v; want %v", op, got, want[op])
		}
	}
}

// TestEtcdRequestErrorMetrics: a Get etcd refuses (here: on a cancelled
// context) counts one request and one error.
func TestEtcdRequestErrorMetrics(t *testing.T) {
	gr := schema.GroupResource{Group: "errors.metrics.test", Resource: "configmaps"}
	s := New(testEtcd.Client(), storagetesting.Codec(), storagetesting.NewFunc, storagetesting.NewListFunc,
		fmt.Sprintf("/registry-%d", testPrefix.Add(1)), "/configmaps", gr, storage.APIObjectVersioner{})
	requests := etcdMetricValue(t, "etcd_requests_total", "get", gr)
	errs := etcdMetricValue(t, "etcd_request_errors_total", "get", gr)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := s.Get(ctx, storagetesting.Key("ns", "a"), storage.GetOptions{}, &corev1.ConfigMap{}); err == nil {
		t.Fatal("get on a cancelled context: got nil; want an error")
	}
	if got := etcdMetricValue(t, "etcd_requests_total", "get", gr) - requests; got != 1 {
		t.Errorf("etcd_requests_total{operation=\"get\"} grew by %v; want 1", got)
	}
	if got := etcdMetricValue(t, "etcd_request_errors_total", "get", gr) - errs; got != 1 {
		t.Errorf("etcd_request_errors_total{operation=\"get\"} grew by %v; want 1", got)
	}
}

// exerciseStore creates, gets, lists, updates, counts and deletes one
// config map, failing the test on any error.
func exerciseStore(ctx context.Context, t *testing.T, s *store) {
	t.Helper()
	key := storagetesting.Key("ns", "metrics")
	if err := s.Create(ctx, key, storagetesting.NewConfigMap("ns", "metrics", "a"), &corev1.ConfigMap{}, 0); err != nil {
		t.Fatalf("create: %v", err)
	}
	if err := s.Get(ctx, key, storage.GetOptions{}, &corev1.ConfigMap{}); err != nil {
		t.Fatalf("get: %v", err)
	}
	opts := storage.ListOptions{Predicate: storage.Everything, Recursive: true}
	if err := s.GetList(ctx, "/configmaps/ns", opts, &corev1.ConfigMapList{}); err != nil {
		t.Fatalf("list: %v", err)
	}
	setValue := func(input runtime.Object, _ storage.ResponseMeta) (runtime.Object, *uint64, error) {
		input.(*corev1.ConfigMap).Data = map[string]string{"value": "b"}
		return input, nil, nil
	}
	if err := s.GuaranteedUpdate(ctx, key, &corev1.ConfigMap{}, false, nil, setValue, nil); err != nil {
		t.Fatalf("update: %v", err)
	}
	if _, err := s.Count(ctx, "/configmaps"); err != nil {
		t.Fatalf("count: %v", err)
	}
	if _, err := s.GetCurrentResourceVersion(ctx); err != nil {
		t.Fatalf("current resource version: %v", err)
	}
	if err := s.Delete(ctx, key, &corev1.ConfigMap{}, nil, nil, nil, storage.DeleteOptions{}); err != nil {
		t.Fatalf("delete: %v", err)
	}
}

// etcdMetricValue returns the counter name{operation, group, resource}
// from the server's registry (what /metrics serves); 0 if absent.
func etcdMetricValue(t *testing.T, name, operation string, gr schema.GroupResource) float64 {
	t.Helper()
	s, _, err := testutil.Find(name, map[string]string{"operation": operation, "group": gr.Group, "resource": gr.Resource})
	if err != nil {
		t.Fatal(err)
	}
	return s.Value
}
