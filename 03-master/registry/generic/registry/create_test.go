package registry

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

func TestStoreCreate(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		denied := errors.New("denied by admission")
		tests := []struct {
			name        string
			reqNS       string
			obj         *core.ConfigMap
			validate    func(ctx context.Context, obj runtime.Object) error
			dryRun      bool
			wantReason  metav1.StatusReason
			wantMessage string
			wantStored  bool
		}{
			{name: "created", reqNS: "ns1", obj: configMap("", "c1", map[string]string{"k": "v"}), wantStored: true},
			{name: "namespace from the object matches", reqNS: "ns1", obj: configMap("ns1", "c1", nil), wantStored: true},
			{name: "already exists", reqNS: "ns1", obj: configMap("", "taken", nil),
				wantReason: metav1.StatusReasonAlreadyExists, wantMessage: `configmaps "taken" already exists`, wantStored: true},
			{name: "namespace mismatch", reqNS: "ns1", obj: configMap("ns2", "c1", nil),
				wantReason: metav1.StatusReasonBadRequest, wantMessage: "the namespace of the provided object does not match the namespace sent on the request"},
			{name: "invalid name", reqNS: "ns1", obj: configMap("", "Bad_Name", nil), wantReason: metav1.StatusReasonInvalid,
				wantMessage: `ConfigMap "Bad_Name" is invalid: metadata.name: Invalid value: "Bad_Name": a lowercase RFC 1123 subdomain`},
			{name: "invalid data", reqNS: "ns1", obj: configMap("", "c1", map[string]string{"bad": ""}), wantReason: metav1.StatusReasonInvalid,
				wantMessage: `ConfigMap "c1" is invalid: data[bad]: Invalid value: "": is bad`},
			{name: "create validation refuses", reqNS: "ns1", obj: configMap("", "c1", nil),
				validate: func(context.Context, runtime.Object) error { return denied }, wantMessage: denied.Error()},
			{name: "dry run stores nothing", reqNS: "ns1", obj: configMap("", "c1", nil), dryRun: true},
			{name: "dry run of a taken name", reqNS: "ns1", obj: configMap("", "taken", nil), dryRun: true,
				wantReason: metav1.StatusReasonAlreadyExists, wantStored: true},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				store, _, rev := newConfigMapStoreOn(t, b)
				mustCreate(t, store, configMap("ns1", "taken", nil))
				writes := rev()
				opts := &metav1.CreateOptions{}
				if tt.dryRun {
					opts.DryRun = []string{metav1.DryRunAll}
				}
				out, err := store.Create(nsCtx(tt.reqNS), tt.obj, tt.validate, opts)
				if reason(err) != tt.wantReason || !strings.HasPrefix(message(err), tt.wantMessage) {
					t.Fatalf("got error %q (reason %q); want reason %q, message starting %q", message(err), reason(err), tt.wantReason, tt.wantMessage)
				}
				_, getErr := store.Get(nsCtx(tt.reqNS), tt.obj.Name, &metav1.GetOptions{})
				if stored := getErr == nil; stored != tt.wantStored {
					t.Errorf("got stored %v; want %v", stored, tt.wantStored)
				}
				if err != nil {
					if rev() != writes {
						t.Errorf("got %d new revisions; want none", rev()-writes)
					}
					return
				}
				cm := out.(*core.ConfigMap)
				if cm.Namespace != tt.reqNS || cm.UID == "" || cm.CreationTimestamp.IsZero() {
					t.Errorf("got namespace %q uid %q creationTimestamp %v; want %q, a uid, a time", cm.Namespace, cm.UID, cm.CreationTimestamp, tt.reqNS)
				}
				if tt.dryRun && rev() != writes {
					t.Errorf("dry run: got %d new revisions; want none", rev()-writes)
				}
				if !tt.dryRun && cm.ResourceVersion == "" {
					t.Errorf("got no resourceVersion; want the storage revision")
				}
			})
		}
	})
}

func TestStoreCreateClearsServerFields(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		store, _, _ := newConfigMapStoreOn(t, b)
		now := metav1.Now()
		in := configMap("ns1", "c1", nil)
		in.UID, in.DeletionTimestamp = "client-uid", &now
		out := mustCreate(t, store, in)
		if out.UID == "client-uid" || out.DeletionTimestamp != nil {
			t.Errorf("got uid %q deletionTimestamp %v; want a server-set uid, no deletionTimestamp", out.UID, out.DeletionTimestamp)
		}
	})
}

// TestStoreCreateWithResourceVersion: upstream refuses a create that
// carries a resourceVersion, in the storage, with this message (a 500).
func TestStoreCreateWithResourceVersion(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		store, _, _ := newConfigMapStoreOn(t, b)
		in := configMap("ns1", "c1", nil)
		in.ResourceVersion = "42"
		_, err := store.Create(nsCtx("ns1"), in, nil, &metav1.CreateOptions{})
		if want := "resourceVersion should not be set on objects to be created"; message(err) != want {
			t.Errorf("got %q; want %q", message(err), want)
		}
	})
}

// scriptedNames hands out names from a list, then "last-".
type scriptedNames struct{ names []string }

func (s *scriptedNames) GenerateName(base string) string {
	if len(s.names) == 0 {
		return base + "last"
	}
	n := s.names[0]
	s.names = s.names[1:]
	return n
}

func TestStoreCreateGenerateName(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		tests := []struct {
			name       string
			generated  []string
			wantName   string
			wantReason metav1.StatusReason
			wantMsg    string
		}{
			{"first name free", []string{"web-aaaaa"}, "web-aaaaa", "", ""},
			{"retry after a collision", []string{"web-taken", "web-bbbbb"}, "web-bbbbb", "", ""},
			{"every attempt taken", []string{"web-taken", "web-taken", "web-taken", "web-taken", "web-taken", "web-taken", "web-taken", "web-taken"}, "",
				metav1.StatusReasonAlreadyExists, `configmaps "web-taken" already exists, the server was not able to generate a unique name for the object`},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				store, strategy, _ := newConfigMapStoreOn(t, b)
				mustCreate(t, store, configMap("ns1", "web-taken", nil))
				strategy.NameGenerator = &scriptedNames{names: tt.generated}
				in := &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{GenerateName: "web-"}}
				ctx := request.WithRequestInfo(nsCtx("ns1"), &request.RequestInfo{Resource: "configmaps"})
				out, err := store.Create(ctx, in, nil, &metav1.CreateOptions{})
				if reason(err) != tt.wantReason || message(err) != tt.wantMsg {
					t.Fatalf("got error %q; want %q", message(err), tt.wantMsg)
				}
				if err == nil && out.(*core.ConfigMap).Name != tt.wantName {
					t.Errorf("got name %q; want %q", out.(*core.ConfigMap).Name, tt.wantName)
				}
			})
		}
	})
}

func TestStoreCreateGenerateNameSimple(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		store, _, _ := newConfigMapStoreOn(t, b)
		out := mustCreate(t, store, &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{GenerateName: "web-", Namespace: "ns1"}})
		if !strings.HasPrefix(out.Name, "web-") || len(out.Name) != len("web-")+5 {
			t.Errorf("got name %q; want web- and five characters", out.Name)
		}
	})
}

func TestStoreCreateWhileDeleting(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		store, _, _ := newConfigMapStoreOn(t, b)
		in := configMap("ns1", "c1", nil)
		in.Finalizers = []string{"example.com/hold"}
		mustCreate(t, store, in)
		if _, _, err := store.Delete(nsCtx("ns1"), "c1", nil, &metav1.DeleteOptions{}); err != nil {
			t.Fatal(err)
		}
		_, err := store.Create(nsCtx("ns1"), configMap("", "c1", nil), nil, &metav1.CreateOptions{})
		want := `object is being deleted: configmaps "c1" already exists`
		if message(err) != want {
			t.Errorf("got %q; want %q", message(err), want)
		}
	})
}
