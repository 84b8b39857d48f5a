package clientgo

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/wait"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/discovery"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/kubernetes"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// The e2e module does not require k8s.io/kube-aggregator: APIServices,
// like flunders, are unstructured objects sent with the dynamic client.
var (
	apiServiceGVR = schema.GroupVersionResource{Group: "apiregistration.k8s.io", Version: "v1", Resource: "apiservices"}
	flunderGVR    = schema.GroupVersionResource{Group: "wardle.example.com", Version: "v1beta1", Resource: "flunders"}
)

const (
	sampleHelper    = "sample-apiserver"
	wardleNamespace = "wardle"
	// availableTimeout bounds a wait for an APIService's Available
	// condition to change: the availability controller re-checks every
	// backend every 30 s.
	availableTimeout = 45 * time.Second
)

// wardleVersions are the group-versions the sample server serves, each
// registered by an APIService <version>.wardle.example.com.
var wardleVersions = []struct {
	version  string
	priority int64
}{{"v1alpha1", 15}, {"v1beta1", 16}}

// TestAggregator runs the sample API server as a second process beside the
// stage, registers it as artifacts/apiservice.yaml does (a Service wardle/api
// of type ExternalName for localhost, two APIServices), and drives flunders
// through the aggregator with the dynamic client. Then it stops the sample
// server: the APIServices turn unavailable, a list answers 503 and discovery
// reports the group-versions as failed; restarted on the same port and data,
// the server is available again with its flunder.
func TestAggregator(t *testing.T) {
	forEachStage(t, func(t *testing.T, srv *framework.Server) {
		srv.SkipUnlessServed(t, "apiregistration.k8s.io/v1/apiservices")
		if _, ok := srv.Stage.Helpers[sampleHelper]; !ok {
			t.Skipf("%s declares no helper %s (framework.Stages)", srv.Stage.Name, sampleHelper)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		defer cancel()
		sample := framework.StartHelper(t, srv.Stage.Name, sampleHelper, framework.HelperOptions{})
		cfg := srv.RESTConfig(t)
		a := &aggregated{
			ctx:    ctx,
			srv:    srv,
			sample: sample,
			cs:     kubernetes.NewForConfigOrDie(cfg),
			dc:     dynamic.NewForConfigOrDie(cfg),
			disc:   discovery.NewDiscoveryClientForConfigOrDie(cfg),
		}
		a.flunders = a.dc.Resource(flunderGVR).Namespace(wardleNamespace)
		steps := []struct {
			name string
			run  func(t *testing.T)
		}{
			{"register", a.register},
			{"crud", a.crud},
			{"watch", a.watch},
			{"discovery", a.discovery},
			{"backend-stopped", a.backendStopped},
			{"backend-restarted", a.backendRestarted},
		}
		for _, s := range steps {
			if !t.Run(s.name, s.run) {
				t.Fatalf("step %s failed; skipping the later steps", s.name)
			}
		}
	})
}

// aggregated holds what the steps of TestAggregator share.
type aggregated struct {
	ctx      context.Context
	srv      *framework.Server
	sample   *framework.HelperProcess
	cs       kubernetes.Interface
	dc       dynamic.Interface
	disc     *discovery.DiscoveryClient
	flunders dynamic.ResourceInterface
}

// register creates what artifacts/apiservice.yaml holds, with the sample
// server's port, and waits until both APIServices are available.
func (a *aggregated) register(t *testing.T) {
	port := int32(a.sample.Port)
	if _, err := a.cs.CoreV1().Namespaces().Create(a.ctx, &corev1.Namespace{
		ObjectMeta: metav1.ObjectMeta{Name: wardleNamespace},
	}, metav1.CreateOptions{}); err != nil {
		t.Fatalf("creating namespace %s: %v", wardleNamespace, err)
	}
	if _, err := a.cs.CoreV1().Services(wardleNamespace).Create(a.ctx, &corev1.Service{
		ObjectMeta: metav1.ObjectMeta{Name: "api"},
		Spec: corev1.ServiceSpec{
			Type:         corev1.ServiceTypeExternalName,
			ExternalName: "localhost",
			Ports:        []corev1.ServicePort{{Port: port, Protocol: corev1.ProtocolTCP}},
		},
	}, metav1.CreateOptions{}); err != nil {
		t.Fatalf("creating service wardle/api: %v", err)
	}
	for _, v := range wardleVersions {
		svc := &unstructured.Unstructured{Object: map[string]any{
			"apiVersion": "apiregistration.k8s.io/v1",
			"kind":       "APIService",
			"metadata":   map[string]any{"name": v.version + ".wardle.example.com"},
			"spec": map[string]any{
				"group":                 "wardle.example.com",
				"version":               v.version,
				"service":               map[string]any{"name": "api", "namespace": wardleNamespace, "port": int64(port)},
				"insecureSkipTLSVerify": true,
				"groupPriorityMinimum":  int64(1000),
				"versionPriority":       v.priority,
			},
		}}
		if _, err := a.dc.Resource(apiServiceGVR).Create(a.ctx, svc, metav1.CreateOptions{}); err != nil {
			t.Fatalf("creating APIService %s: %v", svc.GetName(), err)
		}
	}
	for _, v := range wardleVersions {
		a.waitAvailable(t, v.version+".wardle.example.com", "True", availableTimeout)
	}
}

// crud creates, gets and lists a flunder through the aggregator.
func (a *aggregated) crud(t *testing.T) {
	created, err := a.flunders.Create(a.ctx, flunder("my-first-flunder", "anchor"), metav1.CreateOptions{})
	if err != nil {
		t.Fatalf("creating a flunder through the aggregator: %v", err)
	}
	if created.GetUID() == "" || created.GetResourceVersion() == "" {
		t.Errorf("created flunder has uid %q resourceVersion %q; want both set", created.GetUID(), created.GetResourceVersion())
	}
	got, err := a.flunders.Get(a.ctx, "my-first-flunder", metav1.GetOptions{})
	if err != nil {
		t.Fatalf("getting the flunder: %v", err)
	}
	if ref, _, _ := unstructured.NestedString(got.Object, "spec", "flunderReference"); ref != "anchor" {
		t.Errorf("got spec.flunderReference %q; want %q", ref, "anchor")
	}
	if got.GetAPIVersion() != "wardle.example.com/v1beta1" || got.GetKind() != "Flunder" {
		t.Errorf("got %s %s; want wardle.example.com/v1beta1 Flunder", got.GetAPIVersion(), got.GetKind())
	}
	list, err := a.flunders.List(a.ctx, metav1.ListOptions{})
	if err != nil {
		t.Fatalf("listing flunders: %v", err)
	}
	if names := itemNames(list); len(names) != 1 || names[0] != "my-first-flunder" {
		t.Errorf("listed flunders %v; want [my-first-flunder]", names)
	}
	// The same object in v1alpha1, converted by the sample server.
	alpha := flunderGVR
	alpha.Version = "v1alpha1"
	old, err := a.dc.Resource(alpha).Namespace(wardleNamespace).Get(a.ctx, "my-first-flunder", metav1.GetOptions{})
	if err != nil {
		t.Fatalf("getting the flunder in v1alpha1: %v", err)
	}
	if ref, _, _ := unstructured.NestedString(old.Object, "spec", "reference"); ref != "anchor" {
		t.Errorf("v1alpha1: got spec.reference %q; want %q", ref, "anchor")
	}
}

// watch watches flunders from the list's resourceVersion and sees a new
// one added and deleted.
func (a *aggregated) watch(t *testing.T) {
	list, err := a.flunders.List(a.ctx, metav1.ListOptions{})
	if err != nil {
		t.Fatalf("listing flunders: %v", err)
	}
	w, err := a.flunders.Watch(a.ctx, metav1.ListOptions{ResourceVersion: list.GetResourceVersion()})
	if err != nil {
		t.Fatalf("watching flunders through the aggregator: %v", err)
	}
	defer w.Stop()
	if _, err := a.flunders.Create(a.ctx, flunder("watched", "w"), metav1.CreateOptions{}); err != nil {
		t.Fatalf("creating flunder watched: %v", err)
	}
	if err := a.flunders.Delete(a.ctx, "watched", metav1.DeleteOptions{}); err != nil {
		t.Fatalf("deleting flunder watched: %v", err)
	}
	for _, want := range []watch.EventType{watch.Added, watch.Deleted} {
		select {
		case ev, ok := <-w.ResultChan():
			if !ok {
				t.Fatalf("the watch ended before the %s event", want)
			}
			obj, isObj := ev.Object.(*unstructured.Unstructured)
			if ev.Type != want || !isObj || obj.GetName() != "watched" {
				t.Fatalf("got event %s %T %v; want %s of flunder watched", ev.Type, ev.Object, ev.Object, want)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("no %s event within 10s", want)
		}
	}
}

// discovery finds the sample server's group through the aggregator.
func (a *aggregated) discovery(t *testing.T) {
	groups, lists, err := a.disc.ServerGroupsAndResources()
	if err != nil {
		t.Fatalf("ServerGroupsAndResources: %v", err)
	}
	var group *metav1.APIGroup
	for _, g := range groups {
		if g.Name == "wardle.example.com" {
			group = g
		}
	}
	if group == nil {
		t.Fatalf("discovery lists no group wardle.example.com")
	}
	if got := group.PreferredVersion.GroupVersion; got != "wardle.example.com/v1beta1" {
		t.Errorf("wardle.example.com prefers %s; want wardle.example.com/v1beta1 (the higher versionPriority)", got)
	}
	if r := lookup(lists, "wardle.example.com/v1beta1", "flunders"); r == nil || !r.Namespaced || r.Kind != "Flunder" {
		t.Errorf("discovery of wardle.example.com/v1beta1: flunders is %+v; want a namespaced Flunder", r)
	}
	if r := lookup(lists, "wardle.example.com/v1alpha1", "fischers"); r == nil || r.Namespaced || r.Kind != "Fischer" {
		t.Errorf("discovery of wardle.example.com/v1alpha1: fischers is %+v; want a cluster-scoped Fischer", r)
	}
}

// backendStopped stops the sample server: within the availability
// controller's resync both APIServices turn unavailable, a list answers
// 503, and discovery reports the group-versions as failed.
func (a *aggregated) backendStopped(t *testing.T) {
	a.sample.Stop(t)
	start := time.Now()
	reason := a.waitAvailable(t, "v1beta1.wardle.example.com", "False", availableTimeout)
	t.Logf("v1beta1.wardle.example.com: Available=False (%s) %v after the sample server stopped", reason, time.Since(start).Round(time.Second))
	a.waitAvailable(t, "v1alpha1.wardle.example.com", "False", availableTimeout)

	_, err := a.flunders.List(a.ctx, metav1.ListOptions{})
	if !apierrors.IsServiceUnavailable(err) {
		t.Errorf("listing flunders with the backend stopped: got %v; want 503 ServiceUnavailable", err)
	}

	// Aggregated discovery marks the group-versions stale; client-go
	// reports stale group-versions as failed, and still returns the rest.
	groups, lists, err := a.disc.ServerGroupsAndResources()
	var failed *discovery.ErrGroupDiscoveryFailed
	if !errors.As(err, &failed) {
		t.Fatalf("ServerGroupsAndResources with the backend stopped: got error %v; want an ErrGroupDiscoveryFailed", err)
	}
	for _, v := range wardleVersions {
		gv := schema.GroupVersion{Group: "wardle.example.com", Version: v.version}
		if _, ok := failed.Groups[gv]; !ok {
			t.Errorf("ErrGroupDiscoveryFailed names %v; want %s among them", failed.Groups, gv)
		}
	}
	if len(groups) == 0 || lookup(lists, "apps/v1", "deployments") == nil {
		t.Errorf("discovery with one backend stopped lost the local groups: %d groups, apps/v1 deployments %v", len(groups), lookup(lists, "apps/v1", "deployments"))
	}
}

// backendRestarted starts the sample server again on the same port and
// data directory: the APIServices turn available and the flunder created
// before is still there.
func (a *aggregated) backendRestarted(t *testing.T) {
	a.sample = a.sample.Restart(t)
	start := time.Now()
	for _, v := range wardleVersions {
		a.waitAvailable(t, v.version+".wardle.example.com", "True", availableTimeout)
	}
	t.Logf("wardle.example.com available again %v after the restart", time.Since(start).Round(time.Second))
	got, err := a.flunders.Get(a.ctx, "my-first-flunder", metav1.GetOptions{})
	if err != nil {
		t.Fatalf("getting the flunder after the restart: %v", err)
	}
	if ref, _, _ := unstructured.NestedString(got.Object, "spec", "flunderReference"); ref != "anchor" {
		t.Errorf("after the restart: got spec.flunderReference %q; want %q", ref, "anchor")
	}
	// The aggregated discovery document is refreshed by the aggregator's
	// discovery manager after the APIService turns available, a moment
	// later (upstream's is eventually consistent the same way).
	var lastErr error
	err = wait.PollUntilContextTimeout(a.ctx, 100*time.Millisecond, availableTimeout, true, func(ctx context.Context) (bool, error) {
		_, _, lastErr = a.disc.ServerGroupsAndResources()
		return lastErr == nil, nil
	})
	if err != nil {
		t.Errorf("ServerGroupsAndResources after the restart: %v; want no failed group within %v", lastErr, availableTimeout)
	}
}

// waitAvailable polls the APIService until its Available condition has
// status want, and returns the condition's reason.
func (a *aggregated) waitAvailable(t *testing.T, name, want string, timeout time.Duration) string {
	t.Helper()
	var status, reason, message string
	err := wait.PollUntilContextTimeout(a.ctx, 250*time.Millisecond, timeout, true, func(ctx context.Context) (bool, error) {
		svc, err := a.dc.Resource(apiServiceGVR).Get(ctx, name, metav1.GetOptions{})
		if err != nil {
			return false, err
		}
		conds, _, _ := unstructured.NestedSlice(svc.Object, "status", "conditions")
		for _, c := range conds {
			m, _ := c.(map[string]any)
			if m["type"] == "Available" {
				status, reason, message = fmt.Sprint(m["status"]), fmt.Sprint(m["reason"]), fmt.Sprint(m["message"])
			}
		}
		return status == want, nil
	})
	if err != nil {
		t.Fatalf("APIService %s: Available is %q (%s: %s) after %v; want %q: %v", name, status, reason, message, timeout, want, err)
	}
	return reason
}

// flunder is a v1beta1 Flunder in the wardle namespace.
func flunder(name, ref string) *unstructured.Unstructured {
	return &unstructured.Unstructured{Object: map[string]any{
		"apiVersion": "wardle.example.com/v1beta1",
		"kind":       "Flunder",
		"metadata":   map[string]any{"name": name, "namespace": wardleNamespace},
		"spec":       map[string]any{"referenceType": "Flunder", "flunderReference": ref},
	}}
}

func itemNames(list *unstructured.UnstructuredList) []string {
	var names []string
	for _, it := range list.Items {
		names = append(names, it.GetName())
	}
	return names
}
