package registry

import (
	"context"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
)

// seed creates ns1/a (app=web), ns1/b (app=db), ns2/c (app=web).
func seed(t *testing.T, store *Store) {
	for _, c := range []struct{ ns, name, app string }{{"ns1", "a", "web"}, {"ns1", "b", "db"}, {"ns2", "c", "web"}} {
		cm := configMap(c.ns, c.name, nil)
		cm.Labels = map[string]string{"app": c.app}
		mustCreate(t, store, cm)
	}
}

func itemNames(list *core.ConfigMapList) string {
	var out []string
	for _, item := range list.Items {
		out = append(out, item.Namespace+"/"+item.Name)
	}
	return strings.Join(out, ",")
}

func TestStoreGetNotFound(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		store, _, _ := newConfigMapStoreOn(t, b)
		_, err := store.Get(nsCtx("ns1"), "nope", &metav1.GetOptions{})
		if want := `configmaps "nope" not found`; reason(err) != metav1.StatusReasonNotFound || message(err) != want {
			t.Errorf("got %q; want %q", message(err), want)
		}
	})
}

func TestStoreList(t *testing.T) {
	tests := []struct {
		name          string
		ns            string
		label, field  string
		limit         int64
		want          string
		wantKey       string
		wantRecursive bool
		wantContinue  bool
	}{
		{name: "one namespace", ns: "ns1", want: "ns1/a,ns1/b", wantKey: "/configmaps/ns1", wantRecursive: true},
		{name: "all namespaces", want: "ns1/a,ns1/b,ns2/c", wantKey: "/configmaps", wantRecursive: true},
		{name: "label selector", label: "app=web", want: "ns1/a,ns2/c", wantKey: "/configmaps", wantRecursive: true},
		{name: "name selector reads one key", ns: "ns1", field: "metadata.name=b", want: "ns1/b", wantKey: "/configmaps/ns1/b"},
		{name: "name selector without namespace lists", field: "metadata.name=c", want: "ns2/c", wantKey: "/configmaps", wantRecursive: true},
		{name: "namespace selector narrows", field: "metadata.namespace=ns2", want: "ns2/c", wantKey: "/configmaps/ns2", wantRecursive: true},
		{name: "limit", limit: 2, want: "ns1/a,ns1/b", wantKey: "/configmaps", wantRecursive: true, wantContinue: true},
	}
	forEachBackend(t, func(t *testing.T, b backend) {
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				store, _, _ := newConfigMapStoreOn(t, b)
				seed(t, store)
				opts := &metainternalversion.ListOptions{Limit: tt.limit, ResourceVersion: "0", ResourceVersionMatch: metav1.ResourceVersionMatchNotOlderThan}
				if tt.label != "" {
					opts.LabelSelector, _ = labels.Parse(tt.label)
				}
				if tt.field != "" {
					opts.FieldSelector, _ = fields.ParseSelector(tt.field)
				}
				out, err := store.List(nsCtx(tt.ns), opts)
				if err != nil {
					t.Fatal(err)
				}
				list := out.(*core.ConfigMapList)
				if got := itemNames(list); got != tt.want {
					t.Errorf("got %s; want %s", got, tt.want)
				}
				if fake, isFake := store.Storage.Storage.(*fakeStorage); isFake {
					checkListCall(t, fake, tt.wantKey, tt.wantRecursive, tt.limit)
				}
				if (list.Continue != "") != tt.wantContinue || list.ResourceVersion == "" {
					t.Errorf("got continue %q resourceVersion %q; want continue %v and a resourceVersion", list.Continue, list.ResourceVersion, tt.wantContinue)
				}
				if tt.wantContinue {
					opts.Continue = list.Continue
					next, err := store.List(nsCtx(tt.ns), opts)
					if err != nil {
						t.Fatal(err)
					}
					if got := itemNames(next.(*core.ConfigMapList)); got != "ns2/c" {
						t.Errorf("next page: got %s; want ns2/c", got)
					}
				}
			})
		}
	})
}

// checkListCall checks the key and options the Store passed to GetList.
func checkListCall(t *testing.T, fake *fakeStorage, wantKey string, wantRecursive bool, limit int64) {
	t.Helper()
	o := fake.lastListOpts
	if fake.lastListKey != wantKey || o.Recursive != wantRecursive {
		t.Errorf("got key %s recursive %v; want %s %v", fake.lastListKey, o.Recursive, wantKey, wantRecursive)
	}
	if o.ResourceVersion != "0" || o.ResourceVersionMatch != metav1.ResourceVersionMatchNotOlderThan || o.Predicate.Limit != limit {
		t.Errorf("got storage options %+v; want resourceVersion 0, NotOlderThan, limit %d", o, limit)
	}
}

func TestStoreWatchOptions(t *testing.T) {
	yes := true
	tests := []struct {
		name          string
		ns, field     string
		wantKey       string
		wantRecursive bool
	}{
		{"namespace", "ns1", "", "/configmaps/ns1", true},
		{"one name", "ns1", "metadata.name=a", "/configmaps/ns1/a", false},
		{"all namespaces", "", "", "/configmaps", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store, _, fake := newFakeConfigMapStore(t)
			opts := &metainternalversion.ListOptions{ResourceVersion: "7", AllowWatchBookmarks: true, SendInitialEvents: &yes,
				ResourceVersionMatch: metav1.ResourceVersionMatchNotOlderThan}
			if tt.field != "" {
				opts.FieldSelector, _ = fields.ParseSelector(tt.field)
			}
			w, err := store.Watch(nsCtx(tt.ns), opts)
			if err != nil {
				t.Fatal(err)
			}
			w.Stop()
			o := fake.lastWatchOpts
			if fake.lastWatchKey != tt.wantKey || o.Recursive != tt.wantRecursive {
				t.Errorf("got key %s recursive %v; want %s %v", fake.lastWatchKey, o.Recursive, tt.wantKey, tt.wantRecursive)
			}
			if o.ResourceVersion != "7" || !o.Predicate.AllowWatchBookmarks || !o.ProgressNotify || o.SendInitialEvents == nil || !*o.SendInitialEvents {
				t.Errorf("got storage options %+v; want rv 7, bookmarks, progress notify, initial events", o)
			}
		})
	}
}

func TestStoreConvertToTable(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		store, _, _ := newConfigMapStoreOn(t, b)
		seed(t, store)
		list, _ := store.List(nsCtx("ns1"), nil)
		table, err := store.ConvertToTable(context.Background(), list, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(table.Rows) != 2 || table.ColumnDefinitions[0].Name != "Name" || table.Rows[0].Cells[0] != "a" || table.ResourceVersion == "" {
			t.Errorf("got %d rows, columns %v, resourceVersion %q; want rows a and b under Name", len(table.Rows), table.ColumnDefinitions, table.ResourceVersion)
		}
	})
}

func TestKeyFuncs(t *testing.T) {
	tests := []struct {
		name    string
		ns      string
		key     func() (string, error)
		want    string
		wantErr string
	}{
		{"namespaced", "ns1", func() (string, error) { return NamespaceKeyFunc(nsCtx("ns1"), "/configmaps", "c") }, "/configmaps/ns1/c", ""},
		{"namespace required", "", func() (string, error) { return NamespaceKeyFunc(nsCtx(""), "/configmaps", "c") }, "", "Namespace parameter required."},
		{"name required", "", func() (string, error) { return NoNamespaceKeyFunc(nsCtx(""), "/namespaces", "") }, "", "Name parameter required."},
		{"bad name", "", func() (string, error) { return NoNamespaceKeyFunc(nsCtx(""), "/namespaces", "..") }, "", `Name parameter invalid: "..": may not be '..'`},
		{"cluster", "", func() (string, error) { return NoNamespaceKeyFunc(nsCtx("ignored"), "/namespaces", "n") }, "/namespaces/n", ""},
	}
	for _, tt := range tests {
		got, err := tt.key()
		if got != tt.want || message(err) != tt.wantErr {
			t.Errorf("%s: got %q, %q; want %q, %q", tt.name, got, message(err), tt.want, tt.wantErr)
		}
	}
}
