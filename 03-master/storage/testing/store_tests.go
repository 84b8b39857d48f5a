package storagetesting

import (
	"context"
	"errors"
	"sync"
	"testing"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

// RunTestCreate: a create returns the object with its new
// resourceVersion; a second create of the key is KeyExists; a create
// carrying a resourceVersion is refused.
// Upstream: k8s.io/apiserver/pkg/storage/testing.RunTestCreate.
func RunTestCreate(ctx context.Context, t *testing.T, store storage.Interface) {
	out := testCreate(ctx, t, store, NewConfigMap("ns", "create", "a"))
	if out.ResourceVersion == "" || out.Data["value"] != "a" {
		t.Fatalf("got %+v; want value a and a resourceVersion", out)
	}
	err := store.Create(ctx, Key("ns", "create"), NewConfigMap("ns", "create", "b"), &corev1.ConfigMap{}, 0)
	if !storage.IsExist(err) {
		t.Errorf("second create: got %v; want KeyExists", err)
	}
	withRV := NewConfigMap("ns", "create-rv", "a")
	withRV.ResourceVersion = "1"
	if err := store.Create(ctx, Key("ns", "create-rv"), withRV, nil, 0); err == nil {
		t.Errorf("create with resourceVersion: got nil; want an error")
	}
}

// RunTestGet covers get by key, not found, IgnoreNotFound and the
// minimum resourceVersion.
// Upstream: k8s.io/apiserver/pkg/storage/testing.RunTestGet.
func RunTestGet(ctx context.Context, t *testing.T, store storage.Interface) {
	stored := testCreate(ctx, t, store, NewConfigMap("ns", "get", "a"))
	current := rv(t, stored.ResourceVersion)
	tests := []struct {
		name        string
		key         string
		opts        storage.GetOptions
		wantName    string
		wantErr     func(error) bool
		wantErrName string
	}{
		{name: "latest", key: Key("ns", "get"), wantName: "get"},
		{name: "rv 0", key: Key("ns", "get"), opts: storage.GetOptions{ResourceVersion: "0"}, wantName: "get"},
		{name: "rv current", key: Key("ns", "get"), opts: storage.GetOptions{ResourceVersion: stored.ResourceVersion}, wantName: "get"},
		{name: "not found", key: Key("ns", "missing"), wantErr: storage.IsNotFound, wantErrName: "NotFound"},
		{name: "ignore not found", key: Key("ns", "missing"), opts: storage.GetOptions{IgnoreNotFound: true}, wantName: ""},
		{name: "rv too large", key: Key("ns", "get"), opts: storage.GetOptions{ResourceVersion: itoa(current + 1000)},
			wantErr: storage.IsTooLargeResourceVersion, wantErrName: "TooLargeResourceVersion"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := &corev1.ConfigMap{}
			err := store.Get(ctx, tt.key, tt.opts, out)
			if tt.wantErr != nil {
				if !tt.wantErr(err) {
					t.Fatalf("got %v; want %s", err, tt.wantErrName)
				}
				return
			}
			if err != nil {
				t.Fatalf("got %v; want no error", err)
			}
			if out.Name != tt.wantName {
				t.Errorf("got name %q; want %q", out.Name, tt.wantName)
			}
			if tt.wantName != "" && out.ResourceVersion != stored.ResourceVersion {
				t.Errorf("got resourceVersion %s; want %s", out.ResourceVersion, stored.ResourceVersion)
			}
		})
	}
}

// RunTestGuaranteedUpdate covers a plain update, a no-op update (no
// write, same resourceVersion), preconditions, a stale cached object and
// create-on-update with ignoreNotFound.
// Upstream: k8s.io/apiserver/pkg/storage/testing.RunTestGuaranteedUpdate.
func RunTestGuaranteedUpdate(ctx context.Context, t *testing.T, store storage.Interface) {
	first := testCreate(ctx, t, store, NewConfigMap("ns", "update", "a"))
	second := testUpdate(ctx, t, store, "ns", "update", "b")
	if second.Data["value"] != "b" || rv(t, second.ResourceVersion) <= rv(t, first.ResourceVersion) {
		t.Fatalf("got value %q rv %s; want b and a resourceVersion above %s", second.Data["value"], second.ResourceVersion, first.ResourceVersion)
	}
	if noop := testUpdate(ctx, t, store, "ns", "update", "b"); noop.ResourceVersion != second.ResourceVersion {
		t.Errorf("no-op update: got resourceVersion %s; want %s (no write)", noop.ResourceVersion, second.ResourceVersion)
	}
	setValue := func(v string) storage.UpdateFunc {
		return func(input runtime.Object, _ storage.ResponseMeta) (runtime.Object, *uint64, error) {
			cm := input.(*corev1.ConfigMap)
			cm.Data = map[string]string{"value": v}
			return cm, nil, nil
		}
	}
	t.Run("uid precondition", func(t *testing.T) {
		err := store.GuaranteedUpdate(ctx, Key("ns", "update"), &corev1.ConfigMap{}, false,
			storage.NewUIDPreconditions("other"), setValue("c"), nil)
		if !storage.IsInvalidObj(err) {
			t.Errorf("got %v; want InvalidObj", err)
		}
	})
	t.Run("stale cached object", func(t *testing.T) {
		calls := 0
		out := &corev1.ConfigMap{}
		err := store.GuaranteedUpdate(ctx, Key("ns", "update"), out, false, nil,
			func(input runtime.Object, res storage.ResponseMeta) (runtime.Object, *uint64, error) {
				calls++
				return setValue("d")(input, res)
			}, first.DeepCopy())
		if err != nil {
			t.Fatal(err)
		}
		if calls != 2 || out.Data["value"] != "d" {
			t.Errorf("got %d calls, value %q; want 2 calls (stale, then current), value d", calls, out.Data["value"])
		}
	})
	t.Run("stale cached object refused by the update function", func(t *testing.T) {
		// The update function refuses the stale object (as the registry's
		// resourceVersion check answers Conflict): the update must go on
		// with the current object, not end without a write.
		current := testUpdate(ctx, t, store, "ns", "update", "e")
		var calls []string
		out := &corev1.ConfigMap{}
		err := store.GuaranteedUpdate(ctx, Key("ns", "update"), out, false, nil,
			func(input runtime.Object, res storage.ResponseMeta) (runtime.Object, *uint64, error) {
				cm := input.(*corev1.ConfigMap)
				calls = append(calls, cm.ResourceVersion)
				if cm.ResourceVersion != current.ResourceVersion {
					return nil, nil, errors.New("conflict: stale object")
				}
				return setValue("f")(input, res)
			}, first.DeepCopy())
		if err != nil {
			t.Fatalf("got %v; want the update done on the current object", err)
		}
		if len(calls) != 2 || calls[0] != first.ResourceVersion || calls[1] != current.ResourceVersion {
			t.Errorf("update function saw resourceVersions %v; want [%s %s] (stale, then current)", calls, first.ResourceVersion, current.ResourceVersion)
		}
		if out.Data["value"] != "f" || out.ResourceVersion == "" || rv(t, out.ResourceVersion) <= rv(t, current.ResourceVersion) {
			t.Errorf("got value %q rv %q; want f at a resourceVersion above %s", out.Data["value"], out.ResourceVersion, current.ResourceVersion)
		}
		stored := &corev1.ConfigMap{}
		if err := store.Get(ctx, Key("ns", "update"), storage.GetOptions{}, stored); err != nil {
			t.Fatal(err)
		}
		if stored.Data["value"] != "f" || stored.ResourceVersion != out.ResourceVersion {
			t.Errorf("stored value %q rv %s; want f at %s", stored.Data["value"], stored.ResourceVersion, out.ResourceVersion)
		}
	})
	t.Run("stale cached object fails the preconditions", func(t *testing.T) {
		current := testUpdate(ctx, t, store, "ns", "update", "g")
		pre := &storage.Preconditions{ResourceVersion: &current.ResourceVersion}
		out := &corev1.ConfigMap{}
		err := store.GuaranteedUpdate(ctx, Key("ns", "update"), out, false, pre, setValue("h"), first.DeepCopy())
		if err != nil {
			t.Fatalf("got %v; want the update done on the current object", err)
		}
		if out.Data["value"] != "h" || out.ResourceVersion == "" || rv(t, out.ResourceVersion) <= rv(t, current.ResourceVersion) {
			t.Errorf("got value %q rv %q; want h at a resourceVersion above %s", out.Data["value"], out.ResourceVersion, current.ResourceVersion)
		}
	})
	t.Run("current cached object refused by the update function", func(t *testing.T) {
		current := testUpdate(ctx, t, store, "ns", "update", "i")
		refused := errors.New("refused")
		calls := 0
		err := store.GuaranteedUpdate(ctx, Key("ns", "update"), &corev1.ConfigMap{}, false, nil,
			func(runtime.Object, storage.ResponseMeta) (runtime.Object, *uint64, error) {
				calls++
				return nil, nil, refused
			}, current.DeepCopy())
		if !errors.Is(err, refused) || calls != 1 {
			t.Errorf("got %v after %d calls; want the refusal after 1 call (the cached object was current)", err, calls)
		}
	})
	t.Run("ignore not found creates", func(t *testing.T) {
		out := &corev1.ConfigMap{}
		err := store.GuaranteedUpdate(ctx, Key("ns", "update-new"), out, true, nil,
			func(input runtime.Object, res storage.ResponseMeta) (runtime.Object, *uint64, error) {
				return NewConfigMap("ns", "update-new", "n"), nil, nil
			}, nil)
		if err != nil || out.Name != "update-new" || out.ResourceVersion == "" {
			t.Errorf("got %v, %+v; want the created object", err, out.ObjectMeta)
		}
	})
	t.Run("not found", func(t *testing.T) {
		err := store.GuaranteedUpdate(ctx, Key("ns", "update-missing"), &corev1.ConfigMap{}, false, nil, setValue("x"), nil)
		if !storage.IsNotFound(err) {
			t.Errorf("got %v; want NotFound", err)
		}
	})
}

// RunTestConcurrentUpdates runs 16 goroutines × 50 increments of one
// counter through GuaranteedUpdate: optimistic concurrency loses none.
// Upstream: k8s.io/apiserver/pkg/storage/testing.RunTestGuaranteedUpdateWithConflict.
func RunTestConcurrentUpdates(ctx context.Context, t *testing.T, store storage.Interface) {
	const workers, increments = 16, 50
	testCreate(ctx, t, store, NewConfigMap("ns", "counter", "0"))
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range increments {
				if err := increment(ctx, store); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	out := &corev1.ConfigMap{}
	if err := store.Get(ctx, Key("ns", "counter"), storage.GetOptions{}, out); err != nil {
		t.Fatal(err)
	}
	if got, want := out.Data["value"], itoa(workers*increments); got != want {
		t.Errorf("got counter %s; want %s", got, want)
	}
}

func increment(ctx context.Context, store storage.Interface) error {
	return store.GuaranteedUpdate(ctx, Key("ns", "counter"), &corev1.ConfigMap{}, false, nil,
		func(input runtime.Object, _ storage.ResponseMeta) (runtime.Object, *uint64, error) {
			cm := input.(*corev1.ConfigMap)
			n := atoi(cm.Data["value"])
			cm.Data["value"] = itoa(uint64(n + 1))
			return cm, nil, nil
		}, nil)
}

// RunTestDelete covers delete, the UID and resourceVersion preconditions,
// validateDeletion, and deleting what is gone.
// Upstream: k8s.io/apiserver/pkg/storage/testing.RunTestDelete.
func RunTestDelete(ctx context.Context, t *testing.T, store storage.Interface) {
	stored := testCreate(ctx, t, store, NewConfigMap("ns", "delete", "a"))
	staleRV := "1"
	rejected := errors.New("not now")
	tests := []struct {
		name          string
		preconditions *storage.Preconditions
		validate      storage.ValidateObjectFunc
		want          func(error) bool
	}{
		{"wrong uid", storage.NewUIDPreconditions("other"), storage.ValidateAllObjectFunc, storage.IsInvalidObj},
		{"wrong resourceVersion", &storage.Preconditions{ResourceVersion: &staleRV}, storage.ValidateAllObjectFunc, storage.IsInvalidObj},
		{"validation fails", nil, func(context.Context, runtime.Object) error { return rejected },
			func(err error) bool { return errors.Is(err, rejected) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := store.Delete(ctx, Key("ns", "delete"), &corev1.ConfigMap{}, tt.preconditions, tt.validate, nil, storage.DeleteOptions{})
			if !tt.want(err) {
				t.Errorf("got %v; want the delete refused", err)
			}
		})
	}
	t.Run("stale cached object", func(t *testing.T) {
		// validateDeletion or the preconditions refuse the stale cached
		// object: the delete must go on with the current one, not end
		// without deleting.
		for _, name := range []string{"validation", "preconditions"} {
			t.Run(name, func(t *testing.T) {
				key := Key("ns", "delete-stale-"+name)
				staleObj := testCreate(ctx, t, store, NewConfigMap("ns", "delete-stale-"+name, "a"))
				current := testUpdate(ctx, t, store, "ns", "delete-stale-"+name, "b")
				var pre *storage.Preconditions
				validate := storage.ValidateAllObjectFunc
				if name == "preconditions" {
					pre = &storage.Preconditions{ResourceVersion: &current.ResourceVersion}
				} else {
					validate = func(_ context.Context, obj runtime.Object) error {
						if obj.(*corev1.ConfigMap).ResourceVersion != current.ResourceVersion {
							return errors.New("stale")
						}
						return nil
					}
				}
				out := &corev1.ConfigMap{}
				if err := store.Delete(ctx, key, out, pre, validate, staleObj.DeepCopy(), storage.DeleteOptions{}); err != nil {
					t.Fatalf("got %v; want the current object deleted", err)
				}
				if out.Data["value"] != "b" || out.ResourceVersion == "" || rv(t, out.ResourceVersion) <= rv(t, current.ResourceVersion) {
					t.Errorf("got value %q rv %q; want the deleted object (b) at a revision above %s", out.Data["value"], out.ResourceVersion, current.ResourceVersion)
				}
				if err := store.Get(ctx, key, storage.GetOptions{}, &corev1.ConfigMap{}); !storage.IsNotFound(err) {
					t.Errorf("get after delete: got %v; want NotFound", err)
				}
			})
		}
	})
	out := &corev1.ConfigMap{}
	uid := string(stored.UID)
	pre := storage.NewUIDPreconditions(uid)
	pre.ResourceVersion = &stored.ResourceVersion
	if err := store.Delete(ctx, Key("ns", "delete"), out, pre, storage.ValidateAllObjectFunc, nil, storage.DeleteOptions{}); err != nil {
		t.Fatalf("delete: %v", err)
	}
	if out.Name != "delete" || rv(t, out.ResourceVersion) <= rv(t, stored.ResourceVersion) {
		t.Errorf("got %s at rv %s; want the deleted object at the delete's revision", out.Name, out.ResourceVersion)
	}
	err := store.Delete(ctx, Key("ns", "delete"), &corev1.ConfigMap{}, nil, storage.ValidateAllObjectFunc, nil, storage.DeleteOptions{})
	if !storage.IsNotFound(err) {
		t.Errorf("second delete: got %v; want NotFound", err)
	}
}

// RunTestCount counts the keys under a prefix.
// Upstream: k8s.io/apiserver/pkg/storage/testing.RunTestCount.
func RunTestCount(ctx context.Context, t *testing.T, store storage.Interface) {
	for _, name := range []string{"a", "b", "c"} {
		testCreate(ctx, t, store, NewConfigMap("count", name, name))
	}
	testCreate(ctx, t, store, NewConfigMap("count-other", "a", "a"))
	got, err := store.Count(ctx, "/configmaps/count")
	if err != nil {
		t.Fatal(err)
	}
	if got != 3 {
		t.Errorf("got %d; want 3", got)
	}
}
