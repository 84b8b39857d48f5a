package clientgo

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/wait"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/discovery"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/rest"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// The e2e module does not require k8s.io/apiextensions-apiserver, so the
// CRD itself is an unstructured object sent with the dynamic client, just
// like its custom resources.
var (
	crdGVR         = schema.GroupVersionResource{Group: "apiextensions.k8s.io", Version: "v1", Resource: "customresourcedefinitions"}
	cronTabGVR     = schema.GroupVersionResource{Group: "stable.example.com", Version: "v1", Resource: "crontabs"}
	cronTabBetaGVR = schema.GroupVersionResource{Group: "stable.example.com", Version: "v1beta1", Resource: "crontabs"}
)

const (
	cronTabCRDName     = "crontabs.stable.example.com"
	cronTabDeprecation = "stable.example.com/v1beta1 CronTab is deprecated"
	// crdTimeout bounds every wait on the server's controllers
	// (establishing the CRD, finalizing its deletion).
	crdTimeout = 10 * time.Second
)

// cronTabSchema is the structural schema both versions serve.
const cronTabSchema = `{"openAPIV3Schema":{"type":"object","properties":{
	"spec":{"type":"object","required":["cronSpec"],"properties":{
		"cronSpec":{"type":"string"},
		"image":{"type":"string"},
		"replicas":{"type":"integer","minimum":1,"default":1}}},
	"status":{"type":"object","properties":{
		"replicas":{"type":"integer"}}}}}}`

// cronTabSubresources enables /status and /scale on both versions.
const cronTabSubresources = `{"status":{},"scale":{"specReplicasPath":".spec.replicas","statusReplicasPath":".status.replicas"}}`

var cronTabCRD = `{"apiVersion":"apiextensions.k8s.io/v1","kind":"CustomResourceDefinition",
	"metadata":{"name":"` + cronTabCRDName + `"},
	"spec":{"group":"stable.example.com","scope":"Namespaced",
		"names":{"plural":"crontabs","singular":"crontab","kind":"CronTab","listKind":"CronTabList","shortNames":["ct"]},
		"versions":[
			{"name":"v1","served":true,"storage":true,
				"schema":` + cronTabSchema + `,"subresources":` + cronTabSubresources + `},
			{"name":"v1beta1","served":true,"storage":false,
				"deprecated":true,"deprecationWarning":"` + cronTabDeprecation + `",
				"schema":` + cronTabSchema + `,"subresources":` + cronTabSubresources + `}]}}`

// TestCustomResources registers a CRD, waits until the server serves it,
// drives its custom resources with the dynamic client through every verb
// and subresource a controller uses, and deletes the CRD again: its
// finalizer must remove the remaining instances before the CRD goes.
func TestCustomResources(t *testing.T) {
	forEachStage(t, func(t *testing.T, srv *framework.Server) {
		srv.SkipUnlessServed(t, "apiextensions.k8s.io/v1/customresourcedefinitions")
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		cfg := srv.RESTConfig(t)
		warnings := &warningRecorder{}
		cfg.WarningHandler = warnings
		dc := dynamic.NewForConfigOrDie(cfg)
		ct := &cronTabs{
			ctx:      ctx,
			dc:       dc,
			disc:     discovery.NewDiscoveryClientForConfigOrDie(cfg),
			c:        dc.Resource(cronTabGVR).Namespace(namespace),
			warnings: warnings,
		}
		steps := []struct {
			name string
			run  func(t *testing.T)
		}{
			{"create-crd", ct.createCRD},
			{"create", ct.create},
			{"get", ct.get},
			{"list-by-label", ct.listByLabel},
			{"update", ct.update},
			{"patch", ct.patch},
			{"status", ct.updateStatus},
			{"scale", ct.scale},
			{"deprecated-version", ct.deprecatedVersion},
			{"watch", ct.watch},
			{"invalid", ct.invalid},
			{"delete", ct.delete},
			{"delete-crd", ct.deleteCRD},
		}
		for _, s := range steps {
			if !t.Run(s.name, s.run) {
				t.Fatalf("step %s failed; skipping the later steps", s.name)
			}
		}
	})
}

// cronTabs holds what the steps of TestCustomResources share.
type cronTabs struct {
	ctx      context.Context
	dc       dynamic.Interface
	disc     discovery.DiscoveryInterface
	c        dynamic.ResourceInterface // crontabs (v1) in namespace
	warnings *warningRecorder
}

// createCRD creates the CRD and waits until it is Established and
// discovery lists crontabs in both versions.
func (ct *cronTabs) createCRD(t *testing.T) {
	if _, err := ct.dc.Resource(crdGVR).Create(ct.ctx, mustUnstructured(t, cronTabCRD), metav1.CreateOptions{}); err != nil {
		t.Fatalf("create CRD %s: %v", cronTabCRDName, err)
	}
	var last string
	err := wait.PollUntilContextTimeout(ct.ctx, 50*time.Millisecond, crdTimeout, true, func(ctx context.Context) (bool, error) {
		crd, err := ct.dc.Resource(crdGVR).Get(ctx, cronTabCRDName, metav1.GetOptions{})
		if err != nil {
			return false, err
		}
		if status := conditionStatus(crd, "Established"); status != "True" {
			last = fmt.Sprintf("condition Established is %q", status)
			return false, nil
		}
		for _, gv := range []string{"stable.example.com/v1", "stable.example.com/v1beta1"} {
			list, err := ct.disc.ServerResourcesForGroupVersion(gv)
			if err != nil {
				last = fmt.Sprintf("discovery of %s: %v", gv, err)
				return false, nil
			}
			if !slices.ContainsFunc(list.APIResources, func(r metav1.APIResource) bool { return r.Name == "crontabs" }) {
				last = fmt.Sprintf("discovery of %s does not list crontabs", gv)
				return false, nil
			}
		}
		return true, nil
	})
	if err != nil {
		t.Fatalf("waiting for CRD %s to be established and discovered: %v (last: %s)", cronTabCRDName, err, last)
	}
}

// create creates two crontabs, one labelled app=cron, without replicas:
// the schema's default must fill in 1.
func (ct *cronTabs) create(t *testing.T) {
	for _, name := range []string{"ct1", "ct2"} {
		obj := cronTab(name, "* * * * */5")
		if name == "ct1" {
			obj.SetLabels(map[string]string{"app": "cron"})
		}
		created, err := ct.c.Create(ct.ctx, obj, metav1.CreateOptions{})
		if err != nil {
			t.Fatalf("create %s: %v", name, err)
		}
		if got := nested(created, "spec", "replicas"); got != int64(1) {
			t.Errorf("create %s: got spec.replicas %v (%T); want the default 1", name, got, got)
		}
		if got, want := created.GetAPIVersion(), "stable.example.com/v1"; got != want {
			t.Errorf("create %s: got apiVersion %q; want %q", name, got, want)
		}
		if created.GetUID() == "" || created.GetResourceVersion() == "" {
			t.Errorf("create %s: got uid %q resourceVersion %q; want both set", name, created.GetUID(), created.GetResourceVersion())
		}
	}
}

func (ct *cronTabs) get(t *testing.T) {
	got, err := ct.c.Get(ct.ctx, "ct1", metav1.GetOptions{})
	if err != nil {
		t.Fatalf("get: %v", err)
	}
	if got.GetKind() != "CronTab" || got.GetName() != "ct1" || nested(got, "spec", "cronSpec") != "* * * * */5" {
		t.Errorf("get: got %s %s cronSpec %v; want CronTab ct1 cronSpec \"* * * * */5\"", got.GetKind(), got.GetName(), nested(got, "spec", "cronSpec"))
	}
}

func (ct *cronTabs) listByLabel(t *testing.T) {
	list, err := ct.c.List(ct.ctx, metav1.ListOptions{LabelSelector: "app=cron"})
	if err != nil {
		t.Fatalf("list: %v", err)
	}
	if got := unstructuredNames(list); !slices.Equal(got, []string{"ct1"}) {
		t.Errorf("list app=cron: got %v; want [ct1]", got)
	}
	if got, want := list.GetKind(), "CronTabList"; got != want {
		t.Errorf("list: got kind %q; want %q", got, want)
	}
}

// update changes ct1, then sends an update based on the read from before:
// its resourceVersion is stale, so the server must answer 409 Conflict.
func (ct *cronTabs) update(t *testing.T) {
	stale, err := ct.c.Get(ct.ctx, "ct1", metav1.GetOptions{})
	if err != nil {
		t.Fatalf("get: %v", err)
	}
	fresh := stale.DeepCopy()
	setNested(t, fresh, "nginx:1.25", "spec", "image")
	updated, err := ct.c.Update(ct.ctx, fresh, metav1.UpdateOptions{})
	if err != nil {
		t.Fatalf("update: %v", err)
	}
	if got := nested(updated, "spec", "image"); got != "nginx:1.25" {
		t.Errorf("update: got spec.image %v; want nginx:1.25", got)
	}
	if updated.GetResourceVersion() == stale.GetResourceVersion() {
		t.Errorf("update: resourceVersion stayed %s", stale.GetResourceVersion())
	}
	setNested(t, stale, "nginx:stale", "spec", "image")
	if _, err := ct.c.Update(ct.ctx, stale, metav1.UpdateOptions{}); !apierrors.IsConflict(err) {
		t.Errorf("update with stale resourceVersion %s: got %v; want a 409 Conflict", stale.GetResourceVersion(), err)
	}
}

// patch applies a merge patch and a JSON patch; a strategic merge patch
// needs Go struct tags a custom resource does not have, so the server
// must refuse it with 415 Unsupported Media Type.
func (ct *cronTabs) patch(t *testing.T) {
	merged, err := ct.c.Patch(ct.ctx, "ct1", types.MergePatchType, []byte(`{"spec":{"image":"nginx:1.26"}}`), metav1.PatchOptions{})
	if err != nil {
		t.Fatalf("merge patch: %v", err)
	}
	if got := nested(merged, "spec", "image"); got != "nginx:1.26" {
		t.Errorf("merge patch: got spec.image %v; want nginx:1.26", got)
	}
	patched, err := ct.c.Patch(ct.ctx, "ct1", types.JSONPatchType, []byte(`[{"op":"replace","path":"/spec/replicas","value":3}]`), metav1.PatchOptions{})
	if err != nil {
		t.Fatalf("JSON patch: %v", err)
	}
	if got := nested(patched, "spec", "replicas"); got != int64(3) {
		t.Errorf("JSON patch: got spec.replicas %v; want 3", got)
	}
	_, err = ct.c.Patch(ct.ctx, "ct1", types.StrategicMergePatchType, []byte(`{"spec":{"image":"nginx:smp"}}`), metav1.PatchOptions{})
	if !apierrors.IsUnsupportedMediaType(err) {
		t.Errorf("strategic merge patch: got %v; want a 415 Unsupported Media Type", err)
	}
}

// updateStatus writes status through /status; the spec change sent along
// must be ignored.
func (ct *cronTabs) updateStatus(t *testing.T) {
	obj, err := ct.c.Get(ct.ctx, "ct1", metav1.GetOptions{})
	if err != nil {
		t.Fatalf("get: %v", err)
	}
	setNested(t, obj, int64(2), "status", "replicas")
	setNested(t, obj, "0 0 * * *", "spec", "cronSpec")
	updated, err := ct.c.UpdateStatus(ct.ctx, obj, metav1.UpdateOptions{})
	if err != nil {
		t.Fatalf("update status: %v", err)
	}
	if got := nested(updated, "status", "replicas"); got != int64(2) {
		t.Errorf("update status: got status.replicas %v; want 2", got)
	}
	if got := nested(updated, "spec", "cronSpec"); got != "* * * * */5" {
		t.Errorf("update status: got spec.cronSpec %v; want the unchanged \"* * * * */5\" (status ignores spec)", got)
	}
	if obj, err = ct.c.Get(ct.ctx, "ct1", metav1.GetOptions{}); err != nil {
		t.Fatalf("get after update status: %v", err)
	}
	if got := nested(obj, "spec", "cronSpec"); got != "* * * * */5" {
		t.Errorf("get after update status: got spec.cronSpec %v; want \"* * * * */5\"", got)
	}
}

// scale reads and writes /scale, an autoscaling/v1 Scale mapped onto
// .spec.replicas and .status.replicas.
func (ct *cronTabs) scale(t *testing.T) {
	scale, err := ct.c.Get(ct.ctx, "ct1", metav1.GetOptions{}, "scale")
	if err != nil {
		t.Fatalf("get scale: %v", err)
	}
	if scale.GetAPIVersion() != "autoscaling/v1" || scale.GetKind() != "Scale" || scale.GetName() != "ct1" {
		t.Errorf("get scale: got %s %s %s; want autoscaling/v1 Scale ct1", scale.GetAPIVersion(), scale.GetKind(), scale.GetName())
	}
	if got := nested(scale, "spec", "replicas"); got != int64(3) {
		t.Errorf("get scale: got spec.replicas %v; want 3 (the crontab's .spec.replicas)", got)
	}
	if got := nested(scale, "status", "replicas"); got != int64(2) {
		t.Errorf("get scale: got status.replicas %v; want 2 (the crontab's .status.replicas)", got)
	}
	setNested(t, scale, int64(5), "spec", "replicas")
	updated, err := ct.c.Update(ct.ctx, scale, metav1.UpdateOptions{}, "scale")
	if err != nil {
		t.Fatalf("update scale: %v", err)
	}
	if got := nested(updated, "spec", "replicas"); got != int64(5) {
		t.Errorf("update scale: got spec.replicas %v; want 5", got)
	}
	obj, err := ct.c.Get(ct.ctx, "ct1", metav1.GetOptions{})
	if err != nil {
		t.Fatalf("get after update scale: %v", err)
	}
	if got := nested(obj, "spec", "replicas"); got != int64(5) {
		t.Errorf("get after update scale: got spec.replicas %v; want 5", got)
	}
}

// deprecatedVersion reads ct1 through v1beta1: same object, other
// apiVersion, and a Warning header carrying the deprecation warning.
func (ct *cronTabs) deprecatedVersion(t *testing.T) {
	ct.warnings.reset()
	obj, err := ct.dc.Resource(cronTabBetaGVR).Namespace(namespace).Get(ct.ctx, "ct1", metav1.GetOptions{})
	if err != nil {
		t.Fatalf("get v1beta1: %v", err)
	}
	if got, want := obj.GetAPIVersion(), "stable.example.com/v1beta1"; got != want {
		t.Errorf("get v1beta1: got apiVersion %q; want %q", got, want)
	}
	if got := nested(obj, "spec", "replicas"); got != int64(5) {
		t.Errorf("get v1beta1: got spec.replicas %v; want 5", got)
	}
	if got := ct.warnings.get(); !slices.Contains(got, cronTabDeprecation) {
		t.Errorf("get v1beta1: got warnings %q; want %q", got, cronTabDeprecation)
	}
	ct.warnings.reset()
	if _, err := ct.c.Get(ct.ctx, "ct1", metav1.GetOptions{}); err != nil {
		t.Fatalf("get v1: %v", err)
	}
	if got := ct.warnings.get(); len(got) != 0 {
		t.Errorf("get v1: got warnings %q; want none", got)
	}
}

// watch starts a watch, then creates, patches and deletes a crontab: the
// watch must report ADDED, MODIFIED and DELETED, in order.
func (ct *cronTabs) watch(t *testing.T) {
	w, err := ct.c.Watch(ct.ctx, metav1.ListOptions{LabelSelector: "app=watched"})
	if err != nil {
		t.Fatalf("watch: %v", err)
	}
	defer w.Stop()
	obj := cronTab("watched", "@hourly")
	obj.SetLabels(map[string]string{"app": "watched"})
	if _, err := ct.c.Create(ct.ctx, obj, metav1.CreateOptions{}); err != nil {
		t.Fatalf("create: %v", err)
	}
	nextEvent(t, w, watch.Added, "watched")
	if _, err := ct.c.Patch(ct.ctx, "watched", types.MergePatchType, []byte(`{"spec":{"replicas":2}}`), metav1.PatchOptions{}); err != nil {
		t.Fatalf("patch: %v", err)
	}
	if got := nextEvent(t, w, watch.Modified, "watched"); nested(got, "spec", "replicas") != int64(2) {
		t.Errorf("MODIFIED: got spec.replicas %v; want 2", nested(got, "spec", "replicas"))
	}
	if err := ct.c.Delete(ct.ctx, "watched", metav1.DeleteOptions{}); err != nil {
		t.Fatalf("delete: %v", err)
	}
	nextEvent(t, w, watch.Deleted, "watched")
}

// invalid creates a crontab with replicas 0, below the schema's minimum.
func (ct *cronTabs) invalid(t *testing.T) {
	obj := cronTab("invalid", "@daily")
	setNested(t, obj, int64(0), "spec", "replicas")
	_, err := ct.c.Create(ct.ctx, obj, metav1.CreateOptions{})
	if !apierrors.IsInvalid(err) {
		t.Fatalf("create with spec.replicas 0: got %v; want a 422 Invalid", err)
	}
	var status apierrors.APIStatus
	if !errors.As(err, &status) || status.Status().Details == nil {
		t.Fatalf("create with spec.replicas 0: got %v without details; want a cause on spec.replicas", err)
	}
	causes := status.Status().Details.Causes
	if !slices.ContainsFunc(causes, func(c metav1.StatusCause) bool { return c.Field == "spec.replicas" }) {
		t.Errorf("create with spec.replicas 0: got causes %+v; want one on field spec.replicas", causes)
	}
}

func (ct *cronTabs) delete(t *testing.T) {
	if err := ct.c.Delete(ct.ctx, "ct2", metav1.DeleteOptions{}); err != nil {
		t.Fatalf("delete: %v", err)
	}
	if _, err := ct.c.Get(ct.ctx, "ct2", metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("get after delete: got %v; want a 404 NotFound", err)
	}
}

// deleteCRD deletes the CRD while ct1 still exists: its finalizer deletes
// ct1, then the CRD goes, and crontabs are no longer served.
func (ct *cronTabs) deleteCRD(t *testing.T) {
	if err := ct.dc.Resource(crdGVR).Delete(ct.ctx, cronTabCRDName, metav1.DeleteOptions{}); err != nil {
		t.Fatalf("delete CRD: %v", err)
	}
	var last string
	err := wait.PollUntilContextTimeout(ct.ctx, 50*time.Millisecond, crdTimeout, true, func(ctx context.Context) (bool, error) {
		list, err := ct.c.List(ctx, metav1.ListOptions{})
		switch {
		case apierrors.IsNotFound(err):
			return true, nil
		case err != nil:
			last = fmt.Sprintf("list crontabs: %v", err)
		default:
			last = fmt.Sprintf("list crontabs: got %v", unstructuredNames(list))
		}
		return false, nil
	})
	if err != nil {
		t.Fatalf("waiting for a list of crontabs to answer 404 NotFound: %v (last: %s)", err, last)
	}
	if _, err := ct.dc.Resource(crdGVR).Get(ct.ctx, cronTabCRDName, metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("get CRD after deletion: got %v; want a 404 NotFound", err)
	}
}

// nextEvent fails t unless the watch's next event has type want and is
// about the object named name; it returns that object.
func nextEvent(t *testing.T, w watch.Interface, want watch.EventType, name string) *unstructured.Unstructured {
	t.Helper()
	select {
	case ev, ok := <-w.ResultChan():
		if !ok {
			t.Fatalf("watch closed; want %s %s", want, name)
		}
		obj, isU := ev.Object.(*unstructured.Unstructured)
		if ev.Type != want || !isU || obj.GetName() != name {
			t.Fatalf("got event %s %#v; want %s %s", ev.Type, ev.Object, want, name)
		}
		return obj
	case <-time.After(crdTimeout):
		t.Fatalf("got no event within %s; want %s %s", crdTimeout, want, name)
	}
	return nil
}

// cronTab returns a v1 CronTab without replicas.
func cronTab(name, cronSpec string) *unstructured.Unstructured {
	return &unstructured.Unstructured{Object: map[string]any{
		"apiVersion": "stable.example.com/v1",
		"kind":       "CronTab",
		"metadata":   map[string]any{"name": name},
		"spec":       map[string]any{"cronSpec": cronSpec, "image": "nginx:1.24"},
	}}
}

func mustUnstructured(t *testing.T, manifest string) *unstructured.Unstructured {
	t.Helper()
	var obj unstructured.Unstructured
	if err := obj.UnmarshalJSON([]byte(manifest)); err != nil {
		t.Fatalf("bad test manifest: %v", err)
	}
	return &obj
}

// nested returns the value at fields, or nil.
func nested(obj *unstructured.Unstructured, fields ...string) any {
	v, _, _ := unstructured.NestedFieldNoCopy(obj.Object, fields...)
	return v
}

func setNested(t *testing.T, obj *unstructured.Unstructured, value any, fields ...string) {
	t.Helper()
	if err := unstructured.SetNestedField(obj.Object, value, fields...); err != nil {
		t.Fatalf("set %v: %v", fields, err)
	}
}

// conditionStatus returns the status of obj's condition of type typ, or "".
func conditionStatus(obj *unstructured.Unstructured, typ string) string {
	conditions, _, _ := unstructured.NestedSlice(obj.Object, "status", "conditions")
	for _, c := range conditions {
		if m, ok := c.(map[string]any); ok && m["type"] == typ {
			s, _ := m["status"].(string)
			return s
		}
	}
	return ""
}

func unstructuredNames(list *unstructured.UnstructuredList) []string {
	var out []string
	for _, i := range list.Items {
		out = append(out, i.GetName())
	}
	return out
}

// warningRecorder is a rest.WarningHandler that keeps the warnings it sees.
type warningRecorder struct {
	mu       sync.Mutex
	warnings []string
}

var _ rest.WarningHandler = (*warningRecorder)(nil)

func (r *warningRecorder) HandleWarningHeader(code int, agent, text string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.warnings = append(r.warnings, text)
}

func (r *warningRecorder) get() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.warnings)
}

func (r *warningRecorder) reset() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.warnings = nil
}
