package memory

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// newConfigMaps returns a namespaced store of core ConfigMaps.
func newConfigMaps(t *testing.T) *Store {
	t.Helper()
	s := &Store{
		NewFunc:                   func() runtime.Object { return &core.ConfigMap{} },
		NewListFunc:               func() runtime.Object { return &core.ConfigMapList{} },
		DefaultQualifiedResource:  core.Resource("configmaps"),
		SingularQualifiedResource: core.Resource("configmap"),
		Namespaced:                true,
	}
	if err := s.Complete(); err != nil {
		t.Fatal(err)
	}
	return s
}

func nsCtx(ns string) context.Context {
	return request.WithNamespace(context.Background(), ns)
}

func cm(ns, name string, lbls map[string]string, data ...string) *core.ConfigMap {
	c := &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: name, Labels: lbls}, Data: map[string]string{}}
	for i := 0; i+1 < len(data); i += 2 {
		c.Data[data[i]] = data[i+1]
	}
	return c
}

// mustCreate creates obj in its namespace and returns the stored copy.
func mustCreate(t *testing.T, s *Store, obj *core.ConfigMap) *core.ConfigMap {
	t.Helper()
	out, err := s.Create(nsCtx(obj.Namespace), obj, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
	if err != nil {
		t.Fatalf("create %s/%s: %v", obj.Namespace, obj.Name, err)
	}
	return out.(*core.ConfigMap)
}

func reason(err error) metav1.StatusReason { return apierrors.ReasonForError(err) }

func TestCreate(t *testing.T) {
	tests := []struct {
		name       string
		ctxNS      string
		obj        *core.ConfigMap
		dryRun     bool
		wantReason metav1.StatusReason // "" for success
		wantMsg    string
	}{
		{name: "ok", ctxNS: "demo", obj: cm("", "c1", nil)},
		{name: "generateName", ctxNS: "demo", obj: &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{GenerateName: "gen-"}}},
		{name: "dry run", ctxNS: "demo", obj: cm("demo", "dry", nil), dryRun: true},
		{name: "exists", ctxNS: "demo", obj: cm("demo", "existing", nil), wantReason: metav1.StatusReasonAlreadyExists,
			wantMsg: `configmaps "existing" already exists`},
		{name: "no name", ctxNS: "demo", obj: cm("demo", "", nil), wantReason: metav1.StatusReasonInvalid,
			wantMsg: `ConfigMap "" is invalid: metadata.name: Required value: name or generateName is required`},
		{name: "bad name", ctxNS: "demo", obj: cm("demo", "Not_A_Name", nil), wantReason: metav1.StatusReasonInvalid,
			wantMsg: `ConfigMap "Not_A_Name" is invalid: metadata.name: Invalid value: "Not_A_Name"`},
		{name: "namespace mismatch", ctxNS: "demo", obj: cm("other", "c2", nil), wantReason: metav1.StatusReasonBadRequest,
			wantMsg: "the namespace of the provided object does not match the namespace sent on the request"},
		{name: "no namespace", ctxNS: "", obj: cm("", "c3", nil), wantReason: metav1.StatusReasonBadRequest,
			wantMsg: "Namespace parameter required."},
	}
	s := newConfigMaps(t)
	mustCreate(t, s, cm("demo", "existing", nil))
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := &metav1.CreateOptions{}
			if tt.dryRun {
				opts.DryRun = []string{"All"}
			}
			out, err := s.Create(nsCtx(tt.ctxNS), tt.obj, rest.ValidateAllObjectFunc, opts)
			if got := reason(err); got != tt.wantReason || (err != nil && !strings.Contains(err.Error(), tt.wantMsg)) {
				t.Fatalf("got %v (%s); want reason %q, message containing %q", err, got, tt.wantReason, tt.wantMsg)
			}
			if err != nil {
				return
			}
			got := out.(*core.ConfigMap)
			if got.UID == "" || got.CreationTimestamp.IsZero() || got.Namespace != "demo" || got.Name == "" {
				t.Errorf("got metadata %+v; want uid, creationTimestamp, namespace demo and a name", got.ObjectMeta)
			}
			_, getErr := s.Get(nsCtx("demo"), got.Name, &metav1.GetOptions{})
			if stored := getErr == nil; stored == tt.dryRun {
				t.Errorf("stored: got %v; want %v (dry run %v)", stored, !tt.dryRun, tt.dryRun)
			}
			if tt.dryRun != (got.ResourceVersion == "") {
				t.Errorf("resourceVersion: got %q (dry run %v)", got.ResourceVersion, tt.dryRun)
			}
		})
	}
	if tests[1].obj.Name != "" {
		t.Errorf("Create changed the caller's object: name %q", tests[1].obj.Name)
	}
}

func TestGet(t *testing.T) {
	s := newConfigMaps(t)
	created := mustCreate(t, s, cm("demo", "c1", nil, "k", "v"))
	got, err := s.Get(nsCtx("demo"), "c1", &metav1.GetOptions{})
	if err != nil || got.(*core.ConfigMap).Data["k"] != "v" || got.(*core.ConfigMap).ResourceVersion != created.ResourceVersion {
		t.Errorf("got %+v, %v; want c1 with k=v at %s", got, err, created.ResourceVersion)
	}
	got.(*core.ConfigMap).Data["k"] = "changed"
	again, _ := s.Get(nsCtx("demo"), "c1", &metav1.GetOptions{})
	if again.(*core.ConfigMap).Data["k"] != "v" {
		t.Errorf("changing a returned object changed the stored one")
	}
	_, err = s.Get(nsCtx("other"), "c1", &metav1.GetOptions{})
	if !apierrors.IsNotFound(err) || err.Error() != `configmaps "c1" not found` {
		t.Errorf("got %v; want NotFound `configmaps \"c1\" not found`", err)
	}
}

// names lists the names of a ConfigMapList.
func names(list runtime.Object) string {
	var out []string
	for _, item := range list.(*core.ConfigMapList).Items {
		out = append(out, item.Namespace+"/"+item.Name)
	}
	return strings.Join(out, ",")
}

func TestListSelectors(t *testing.T) {
	s := newConfigMaps(t)
	mustCreate(t, s, cm("a", "one", map[string]string{"app": "web"}))
	mustCreate(t, s, cm("a", "two", map[string]string{"app": "db"}))
	mustCreate(t, s, cm("b", "one", map[string]string{"app": "web"}))
	tests := []struct {
		ns, label, field string
		want             string
	}{
		{ns: "", want: "a/one,a/two,b/one"},
		{ns: "a", want: "a/one,a/two"},
		{ns: "", label: "app=web", want: "a/one,b/one"},
		{ns: "a", label: "app!=web", want: "a/two"},
		{ns: "", field: "metadata.name=one", want: "a/one,b/one"},
		{ns: "", field: "metadata.namespace=b", want: "b/one"},
		{ns: "", label: "app in (web,db)", field: "metadata.name!=one", want: "a/two"},
		{ns: "c", want: ""},
	}
	for _, tt := range tests {
		t.Run(tt.ns+"|"+tt.label+"|"+tt.field, func(t *testing.T) {
			opts := &metainternalversion.ListOptions{LabelSelector: labels.Everything(), FieldSelector: fields.Everything()}
			var err error
			if tt.label != "" {
				if opts.LabelSelector, err = labels.Parse(tt.label); err != nil {
					t.Fatal(err)
				}
			}
			if tt.field != "" {
				if opts.FieldSelector, err = fields.ParseSelector(tt.field); err != nil {
					t.Fatal(err)
				}
			}
			list, err := s.List(nsCtx(tt.ns), opts)
			if err != nil {
				t.Fatal(err)
			}
			if got := names(list); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
			if rv := list.(*core.ConfigMapList).ResourceVersion; rv != formatRV(s.Revision.Current()) {
				t.Errorf("list resourceVersion: got %q; want %d", rv, s.Revision.Current())
			}
		})
	}
}

func TestListPaging(t *testing.T) {
	s := newConfigMaps(t)
	for _, n := range []string{"e", "d", "c", "b", "a"} {
		mustCreate(t, s, cm("ns", n, nil))
	}
	var pages []string
	opts := &metainternalversion.ListOptions{Limit: 2}
	for {
		list, err := s.List(nsCtx("ns"), opts)
		if err != nil {
			t.Fatal(err)
		}
		l := list.(*core.ConfigMapList)
		remaining := int64(-1)
		if l.RemainingItemCount != nil {
			remaining = *l.RemainingItemCount
		}
		pages = append(pages, names(list)+" remaining="+formatRV(uint64(remaining+1)))
		if l.Continue == "" {
			break
		}
		opts.Continue = l.Continue
	}
	want := "ns/a,ns/b remaining=4|ns/c,ns/d remaining=2|ns/e remaining=0"
	if got := strings.Join(pages, "|"); got != want {
		t.Errorf("pages (remaining+1):\n got %s\nwant %s", got, want)
	}

	// A change between pages makes the token expire rather than mix two states.
	first, _ := s.List(nsCtx("ns"), &metainternalversion.ListOptions{Limit: 2})
	mustCreate(t, s, cm("ns", "f", nil))
	_, err := s.List(nsCtx("ns"), &metainternalversion.ListOptions{Limit: 2, Continue: first.(*core.ConfigMapList).Continue})
	if !apierrors.IsResourceExpired(err) {
		t.Errorf("continue after a change: got %v; want 410 Expired", err)
	}
	_, err = s.List(nsCtx("ns"), &metainternalversion.ListOptions{Continue: "not-a-token"})
	if !apierrors.IsBadRequest(err) {
		t.Errorf("bad token: got %v; want 400", err)
	}
}

func TestListResourceVersion(t *testing.T) {
	s := newConfigMaps(t)
	c := mustCreate(t, s, cm("ns", "a", nil))
	mustCreate(t, s, cm("ns", "b", nil))
	current := formatRV(s.Revision.Current())
	tests := []struct {
		rv         string
		match      metav1.ResourceVersionMatch
		wantReason metav1.StatusReason
	}{
		{rv: "", wantReason: ""},
		{rv: "0", wantReason: ""},
		{rv: current, match: metav1.ResourceVersionMatchExact, wantReason: ""},
		{rv: c.ResourceVersion, match: metav1.ResourceVersionMatchNotOlderThan, wantReason: ""},
		{rv: c.ResourceVersion, match: metav1.ResourceVersionMatchExact, wantReason: metav1.StatusReasonExpired},
		{rv: "999", wantReason: metav1.StatusReasonTimeout},
		{rv: "x", wantReason: metav1.StatusReasonBadRequest},
	}
	for _, tt := range tests {
		t.Run(tt.rv+string(tt.match), func(t *testing.T) {
			_, err := s.List(nsCtx("ns"), &metainternalversion.ListOptions{ResourceVersion: tt.rv, ResourceVersionMatch: tt.match})
			if got := reason(err); got != tt.wantReason {
				t.Errorf("got %v (%q); want %q", err, got, tt.wantReason)
			}
		})
	}
}

func TestUpdate(t *testing.T) {
	s := newConfigMaps(t)
	c := mustCreate(t, s, cm("ns", "c", nil, "k", "v1"))
	stale := c.DeepCopy()

	changed := c.DeepCopy()
	changed.Data["k"] = "v2"
	out, created, err := s.Update(nsCtx("ns"), "c", rest.DefaultUpdatedObjectInfo(changed), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil || created || out.(*core.ConfigMap).ResourceVersion == c.ResourceVersion || out.(*core.ConfigMap).UID != c.UID {
		t.Fatalf("update: got %+v, %v, %v; want a new resourceVersion, the same uid", out, created, err)
	}
	v2 := out.(*core.ConfigMap)

	tests := []struct {
		name       string
		obj        *core.ConfigMap
		objName    string
		force      bool
		wantReason metav1.StatusReason
		wantNewRV  bool
	}{
		{name: "stale resourceVersion", obj: stale, objName: "c", wantReason: metav1.StatusReasonConflict},
		{name: "no-op keeps resourceVersion", obj: v2, objName: "c"},
		{name: "unconditional", obj: func() *core.ConfigMap { o := cm("ns", "c", nil, "k", "v3"); return o }(), objName: "c", wantNewRV: true},
		{name: "missing", obj: cm("ns", "nope", nil), objName: "nope", wantReason: metav1.StatusReasonNotFound},
		{name: "missing, forced create", obj: cm("ns", "new", nil), objName: "new", force: true, wantNewRV: true},
		{name: "uid changed", obj: func() *core.ConfigMap { o := v2.DeepCopy(); o.UID = "other"; return o }(), objName: "c", wantReason: metav1.StatusReasonConflict},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before, _ := s.Get(nsCtx("ns"), tt.objName, &metav1.GetOptions{})
			out, _, err := s.Update(nsCtx("ns"), tt.objName, rest.DefaultUpdatedObjectInfo(tt.obj), nil, nil, tt.force, &metav1.UpdateOptions{})
			if got := reason(err); got != tt.wantReason {
				t.Fatalf("got %v (%q); want %q", err, got, tt.wantReason)
			}
			if err != nil {
				return
			}
			newRV := before == nil || out.(*core.ConfigMap).ResourceVersion != before.(*core.ConfigMap).ResourceVersion
			if newRV != tt.wantNewRV {
				t.Errorf("new resourceVersion: got %v; want %v", newRV, tt.wantNewRV)
			}
		})
	}
}

func TestConflictMessage(t *testing.T) {
	s := newConfigMaps(t)
	c := mustCreate(t, s, cm("ns", "c", nil))
	mustUpdate := c.DeepCopy()
	mustUpdate.Data["x"] = "y"
	if _, _, err := s.Update(nsCtx("ns"), "c", rest.DefaultUpdatedObjectInfo(mustUpdate), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}
	_, _, err := s.Update(nsCtx("ns"), "c", rest.DefaultUpdatedObjectInfo(c), nil, nil, false, &metav1.UpdateOptions{})
	want := `Operation cannot be fulfilled on configmaps "c": the object has been modified; please apply your changes to the latest version and try again`
	if err == nil || err.Error() != want {
		t.Errorf("got %v; want %s", err, want)
	}
}

func TestDelete(t *testing.T) {
	s := newConfigMaps(t)
	c := mustCreate(t, s, cm("ns", "c", nil))
	wrongUID := metav1.UID("wrong")
	_, _, err := s.Delete(nsCtx("ns"), "c", nil, &metav1.DeleteOptions{Preconditions: &metav1.Preconditions{UID: &wrongUID}})
	if !apierrors.IsConflict(err) {
		t.Errorf("wrong uid precondition: got %v; want Conflict", err)
	}
	out, deleted, err := s.Delete(nsCtx("ns"), "c", nil, &metav1.DeleteOptions{Preconditions: &metav1.Preconditions{UID: &c.UID}})
	status, isStatus := out.(*metav1.Status)
	if err != nil || !deleted || !isStatus || status.Status != metav1.StatusSuccess || status.Details.Name != "c" || status.Details.Kind != "configmaps" || status.Details.UID != c.UID {
		t.Errorf("got %+v, %v, %v; want a Success Status naming c, deleted", out, deleted, err)
	}
	if _, err := s.Get(nsCtx("ns"), "c", nil); !apierrors.IsNotFound(err) {
		t.Errorf("get after delete: got %v; want NotFound", err)
	}
	if _, _, err := s.Delete(nsCtx("ns"), "c", nil, nil); !apierrors.IsNotFound(err) {
		t.Errorf("delete again: got %v; want NotFound", err)
	}

	s.ReturnDeletedObject = true
	mustCreate(t, s, cm("ns", "d", nil))
	out, _, _ = s.Delete(nsCtx("ns"), "d", nil, nil)
	if got, ok := out.(*core.ConfigMap); !ok || got.Name != "d" {
		t.Errorf("ReturnDeletedObject: got %T; want the ConfigMap", out)
	}
}

func TestDeleteWithFinalizers(t *testing.T) {
	s := newConfigMaps(t)
	obj := cm("ns", "f", nil)
	obj.Finalizers = []string{"example.com/hold"}
	mustCreate(t, s, obj)
	out, deleted, err := s.Delete(nsCtx("ns"), "f", nil, nil)
	if err != nil || deleted || out.(*core.ConfigMap).DeletionTimestamp == nil {
		t.Fatalf("got %+v, deleted %v, %v; want a deletionTimestamp, not deleted", out, deleted, err)
	}
	held := out.(*core.ConfigMap)
	held.Finalizers = nil
	if _, _, err := s.Update(nsCtx("ns"), "f", rest.DefaultUpdatedObjectInfo(held), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Get(nsCtx("ns"), "f", nil); !apierrors.IsNotFound(err) {
		t.Errorf("after removing the last finalizer: got %v; want NotFound", err)
	}
}

func TestDeleteCollection(t *testing.T) {
	s := newConfigMaps(t)
	mustCreate(t, s, cm("ns", "a", map[string]string{"x": "1"}))
	mustCreate(t, s, cm("ns", "b", map[string]string{"x": "2"}))
	mustCreate(t, s, cm("other", "c", map[string]string{"x": "1"}))
	sel, _ := labels.Parse("x=1")
	out, err := s.DeleteCollection(nsCtx("ns"), nil, &metav1.DeleteOptions{}, &metainternalversion.ListOptions{LabelSelector: sel})
	if err != nil || names(out) != "ns/a" {
		t.Fatalf("got %v, %v; want ns/a deleted", out, err)
	}
	left, _ := s.List(nsCtx(""), nil)
	if got := names(left); got != "ns/b,other/c" {
		t.Errorf("left: got %s; want ns/b,other/c", got)
	}
}

// next reads one event or fails after a second.
func next(t *testing.T, w watch.Interface) watch.Event {
	t.Helper()
	select {
	case e, ok := <-w.ResultChan():
		if !ok {
			t.Fatal("watch closed")
		}
		return e
	case <-time.After(time.Second):
		t.Fatal("no event within a second")
	}
	return watch.Event{}
}

// describe prints an event as TYPE name@rv.
func describe(e watch.Event) string {
	c := e.Object.(*core.ConfigMap)
	s := string(e.Type) + " " + c.Name + "@" + c.ResourceVersion
	if v := c.Annotations[InitialEventsAnnotationKey]; v != "" {
		s += " " + InitialEventsAnnotationKey + "=" + v
	}
	return s
}

func TestWatch(t *testing.T) {
	s := newConfigMaps(t)
	a := mustCreate(t, s, cm("ns", "a", map[string]string{"app": "web"})) // rv 1
	mustCreate(t, s, cm("ns", "b", nil))                                  // rv 2
	webOnly, _ := labels.Parse("app=web")
	yes, no := true, false
	tests := []struct {
		name string
		opts metainternalversion.ListOptions
		want []string // then a live change: c created (rv 3), a relabelled (rv 4)
	}{
		{name: "from now", opts: metainternalversion.ListOptions{ResourceVersion: "2", SendInitialEvents: &no},
			want: []string{"ADDED c@3", "MODIFIED a@4"}},
		{name: "from rv 1: replay", opts: metainternalversion.ListOptions{ResourceVersion: a.ResourceVersion},
			want: []string{"ADDED b@2", "ADDED c@3", "MODIFIED a@4"}},
		{name: "no rv: synthetic ADDED", opts: metainternalversion.ListOptions{},
			want: []string{"ADDED a@1", "ADDED b@2", "ADDED c@3", "MODIFIED a@4"}},
		{name: "watch-list", opts: metainternalversion.ListOptions{SendInitialEvents: &yes, AllowWatchBookmarks: true,
			ResourceVersionMatch: metav1.ResourceVersionMatchNotOlderThan},
			want: []string{"ADDED a@1", "ADDED b@2", "BOOKMARK @2 k8s.io/initial-events-end=true", "ADDED c@3", "MODIFIED a@4"}},
		{name: "initial events without bookmarks: no end bookmark", opts: metainternalversion.ListOptions{SendInitialEvents: &yes,
			ResourceVersionMatch: metav1.ResourceVersionMatchNotOlderThan},
			want: []string{"ADDED a@1", "ADDED b@2", "ADDED c@3", "MODIFIED a@4"}},
		{name: "selector: relabel out is DELETED", opts: metainternalversion.ListOptions{LabelSelector: webOnly},
			want: []string{"ADDED a@1", "DELETED a@4"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newConfigMaps(t)
			a := mustCreate(t, s, cm("ns", "a", map[string]string{"app": "web"}))
			mustCreate(t, s, cm("ns", "b", nil))
			w, err := s.Watch(nsCtx("ns"), &tt.opts)
			if err != nil {
				t.Fatal(err)
			}
			defer w.Stop()
			mustCreate(t, s, cm("ns", "c", nil))
			a.Labels = map[string]string{"app": "db"}
			if _, _, err := s.Update(nsCtx("ns"), "a", rest.DefaultUpdatedObjectInfo(a), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
				t.Fatal(err)
			}
			for i, want := range tt.want {
				if got := describe(next(t, w)); got != want {
					t.Errorf("event %d: got %q; want %q", i, got, want)
				}
			}
		})
	}
}

func TestWatchErrors(t *testing.T) {
	s := newConfigMaps(t)
	s.HistorySize = 2
	for _, n := range []string{"a", "b", "c", "d"} { // rv 1..4; history keeps 3, 4
		mustCreate(t, s, cm("ns", n, nil))
	}
	tests := []struct {
		rv         string
		wantReason metav1.StatusReason
	}{
		{rv: "1", wantReason: metav1.StatusReasonExpired},
		{rv: "2", wantReason: ""},
		{rv: "5", wantReason: metav1.StatusReasonTimeout},
	}
	for _, tt := range tests {
		t.Run(tt.rv, func(t *testing.T) {
			w, err := s.Watch(nsCtx("ns"), &metainternalversion.ListOptions{ResourceVersion: tt.rv})
			if got := reason(err); got != tt.wantReason {
				t.Errorf("got %v (%q); want %q", err, got, tt.wantReason)
			}
			if w != nil {
				w.Stop()
			}
		})
	}
}

func TestWatchBookmarksAndStop(t *testing.T) {
	s := newConfigMaps(t)
	s.BookmarkInterval = 10 * time.Millisecond
	mustCreate(t, s, cm("ns", "a", nil))
	ctx, cancel := context.WithCancel(nsCtx("ns"))
	w, err := s.Watch(ctx, &metainternalversion.ListOptions{ResourceVersion: "1", AllowWatchBookmarks: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := describe(next(t, w)); got != "BOOKMARK @1" {
		t.Errorf("got %q; want BOOKMARK @1", got)
	}
	cancel()
	deadline := time.After(time.Second)
	for {
		select {
		case _, ok := <-w.ResultChan():
			if !ok {
				return
			}
		case <-deadline:
			t.Fatal("the watch did not end with its context")
		}
	}
}

func newDeployments(t *testing.T) (*Store, *StatusREST) {
	t.Helper()
	s := &Store{
		NewFunc:                   func() runtime.Object { return &apps.Deployment{} },
		NewListFunc:               func() runtime.Object { return &apps.DeploymentList{} },
		DefaultQualifiedResource:  apps.Resource("deployments"),
		SingularQualifiedResource: apps.Resource("deployment"),
		Namespaced:                true,
	}
	if err := s.Complete(); err != nil {
		t.Fatal(err)
	}
	return s, NewStatusREST(s)
}

func TestStatusSubresource(t *testing.T) {
	s, status := newDeployments(t)
	d := &apps.Deployment{ObjectMeta: metav1.ObjectMeta{Name: "web"}, Spec: apps.DeploymentSpec{Replicas: 1}}
	out, err := s.Create(nsCtx("ns"), d, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	// the main resource cannot write status
	d = out.(*apps.Deployment)
	d.Spec.Replicas, d.Status.Replicas = 2, 5
	out, _, err = s.Update(nsCtx("ns"), "web", rest.DefaultUpdatedObjectInfo(d), nil, nil, false, &metav1.UpdateOptions{})
	if got := out.(*apps.Deployment); err != nil || got.Spec.Replicas != 2 || got.Status.Replicas != 0 {
		t.Fatalf("main update: got spec %d status %d, %v; want 2, 0", got.Spec.Replicas, got.Status.Replicas, err)
	}
	// the status subresource cannot write spec
	d = out.(*apps.Deployment)
	d.Spec.Replicas, d.Status.Replicas = 9, 2
	out, _, err = status.Update(nsCtx("ns"), "web", rest.DefaultUpdatedObjectInfo(d), nil, nil, false, &metav1.UpdateOptions{})
	if got := out.(*apps.Deployment); err != nil || got.Spec.Replicas != 2 || got.Status.Replicas != 2 {
		t.Fatalf("status update: got spec %d status %d, %v; want 2, 2", got.Spec.Replicas, got.Status.Replicas, err)
	}
}

func TestDefaultTableConvertor(t *testing.T) {
	s := newConfigMaps(t)
	c := mustCreate(t, s, cm("ns", "a", nil))
	list, _ := s.List(nsCtx("ns"), nil)
	table, err := s.ConvertToTable(context.Background(), list, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(table.ColumnDefinitions) != 2 || table.ColumnDefinitions[0].Name != "Name" || table.ColumnDefinitions[1].Name != "Created At" {
		t.Errorf("columns: got %+v; want Name, Created At", table.ColumnDefinitions)
	}
	want := []interface{}{"a", c.CreationTimestamp.UTC().Format(time.RFC3339)}
	if len(table.Rows) != 1 || table.Rows[0].Cells[0] != want[0] || table.Rows[0].Cells[1] != want[1] {
		t.Errorf("rows: got %+v; want one row %v", table.Rows, want)
	}
	if table.ResourceVersion != list.(*core.ConfigMapList).ResourceVersion {
		t.Errorf("resourceVersion: got %q; want the list's", table.ResourceVersion)
	}
	noHeaders, _ := s.ConvertToTable(context.Background(), c, &metav1.TableOptions{NoHeaders: true})
	if len(noHeaders.ColumnDefinitions) != 0 || len(noHeaders.Rows) != 1 {
		t.Errorf("NoHeaders: got %d columns, %d rows; want 0, 1", len(noHeaders.ColumnDefinitions), len(noHeaders.Rows))
	}
}
