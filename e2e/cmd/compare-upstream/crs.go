package main

// -crs: custom resources with a structural schema and CEL rules, at scale.
//
// The custom resource is Gateway API's HTTPRoute (gateway.networking.k8s.io/v1,
// sigs.k8s.io/gateway-api v1.3.0, the CRD as the project ships it; -crd names
// the file, hack/compare-upstream-07.sh passes the copy in
// 04-extensions/apiserver/schema/cel/testdata/realworld): a structural schema
// of some 2,800 lines, defaults, and 78 x-kubernetes-validations rules in
// its served v1 (156 over both versions), several of which run on
// every route (the rules on rules[].matches[].path, on hostnames, on
// parentRefs, on backendRefs' filters). A real project's CRD, so the schema
// validation, pruning, defaulting and CEL work are those a cluster does.
//
// Each target gets the CRD (created once, until Established and served),
// then, in the namespace <namespace>-crs, through client-go's dynamic client
// (JSON, as kubectl and controllers talk to custom resources): -crs routes
// created by the workers (timed: rate, the server's CPU per create, p50/p99),
// gets and updates for -phase each (the same), then lists of all of them
// (consistent and rv=0), of a label-selected tenth and a walk in pages of
// 500 (median of -big-reps), and the RSS holding them. The routes stay: the
// script restarts every server with them present.

import (
	"context"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"time"

	corev1 "k8s.io/api/core/v1"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	apiextensionsclient "k8s.io/apiextensions-apiserver/pkg/client/clientset/clientset"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
	"sigs.k8s.io/yaml"
)

var (
	crs     = flag.Int("crs", 0, "custom resources (Gateway API HTTPRoutes, -crd) to create, time and list after the repetitions and -big; 0: none")
	crdFile = flag.String("crd", "04-extensions/apiserver/schema/cel/testdata/realworld/gateway.networking.k8s.io_httproutes.yaml", "with -crs: the HTTPRoute CRD, as Gateway API ships it")
)

var routeGVR = schema.GroupVersionResource{Group: "gateway.networking.k8s.io", Version: "v1", Resource: "httproutes"}

// route is the i-th HTTPRoute: two hostnames, two rules (a path prefix and
// a header match, a weighted backend each), the tier label of labelFor.
// gen varies a backend's weight, so an update changes the spec.
func route(i, gen int) *unstructured.Unstructured {
	name := fmt.Sprintf("route-%06d", i)
	return &unstructured.Unstructured{Object: map[string]any{
		"apiVersion": "gateway.networking.k8s.io/v1",
		"kind":       "HTTPRoute",
		"metadata": map[string]any{
			"name":   name,
			"labels": map[string]any{"tier": labelFor(i), "app": "compare"},
		},
		"spec": map[string]any{
			"parentRefs": []any{map[string]any{"name": "web", "sectionName": "http"}},
			"hostnames":  []any{fmt.Sprintf("shop-%d.example.com", i), "www.example.com"},
			"rules": []any{
				map[string]any{
					"matches": []any{map[string]any{"path": map[string]any{"type": "PathPrefix", "value": fmt.Sprintf("/cart/%d", i)}}},
					"backendRefs": []any{
						map[string]any{"name": "cart", "port": int64(8080), "weight": int64(1 + gen%100)},
						map[string]any{"name": "cart-canary", "port": int64(8080), "weight": int64(1)},
					},
				},
				map[string]any{
					"matches": []any{map[string]any{
						"path":    map[string]any{"type": "Exact", "value": "/checkout"},
						"headers": []any{map[string]any{"name": "x-tenant", "value": fmt.Sprintf("t%d", i%50)}},
					}},
					"backendRefs": []any{map[string]any{"name": "checkout", "port": int64(8443)}},
				},
			},
		},
	}}
}

// installCRD creates the CRD on target t (an existing one is kept) and waits
// until it is Established and its resource answers a list.
func installCRD(ctx context.Context, t *target, dc dynamic.Interface) error {
	b, err := os.ReadFile(*crdFile)
	if err != nil {
		return err
	}
	crd := &apiextensionsv1.CustomResourceDefinition{}
	if err := yaml.Unmarshal(b, crd); err != nil {
		return fmt.Errorf("%s: %w", *crdFile, err)
	}
	cfg, err := restConfig(t.source, "json")
	if err != nil {
		return err
	}
	ac, err := apiextensionsclient.NewForConfig(cfg)
	if err != nil {
		return err
	}
	if _, err := ac.ApiextensionsV1().CustomResourceDefinitions().Create(ctx, crd, metav1.CreateOptions{}); err != nil && !apierrors.IsAlreadyExists(err) {
		return fmt.Errorf("create CRD %s: %w", crd.Name, err)
	}
	deadline := time.Now().Add(time.Minute)
	for {
		got, err := ac.ApiextensionsV1().CustomResourceDefinitions().Get(ctx, crd.Name, metav1.GetOptions{})
		established := false
		if err == nil {
			for _, c := range got.Status.Conditions {
				if c.Type == apiextensionsv1.Established && c.Status == apiextensionsv1.ConditionTrue {
					established = true
				}
			}
		}
		if established {
			if _, err = dc.Resource(routeGVR).Namespace("default").List(ctx, metav1.ListOptions{Limit: 1}); err == nil {
				return nil
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("CRD %s not established and served after a minute (last error: %v)", crd.Name, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// crLoad runs the -crs measurements on target t.
func crLoad(ctx context.Context, t *target, size int, rec func(table, row string, v float64)) error {
	cfg, err := restConfig(t.source, "json")
	if err != nil {
		return err
	}
	dc, err := dynamic.NewForConfig(cfg)
	if err != nil {
		return err
	}
	if err := installCRD(ctx, t, dc); err != nil {
		return err
	}
	nsName := *ns + "-crs"
	c := t.clients["json"]
	if c == nil {
		for _, cl := range t.clients {
			c = cl
		}
	}
	if _, err := c.CoreV1().Namespaces().Create(ctx, &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: nsName}}, metav1.CreateOptions{}); err != nil {
		return fmt.Errorf("namespace %s: %w", nsName, err)
	}
	rc := dc.Resource(routeGVR).Namespace(nsName)
	what := fmt.Sprintf("%s HTTPRoutes (CRD with CEL rules), JSON, dynamic client", thousands(size))
	rateTable := fmt.Sprintf("custom resources: %s, requests/s (higher is better)", what)
	cpuTable := "custom resources: server CPU ms per request (lower is better)"
	p50Table := "custom resources: latency p50, ms (lower is better)"
	p99Table := "custom resources: latency p99, ms (lower is better)"
	one := func(row string, r result) {
		rec(rateTable, row, r.rate)
		rec(cpuTable, row, r.cpuMs)
		rec(p50Table, row, percentile(r.lat, 0.50))
		rec(p99Table, row, percentile(r.lat, 0.99))
	}

	fmt.Fprintf(os.Stderr, "%s: creating %d HTTPRoutes ...", t.name, size)
	start := time.Now()
	objs := make([]*unstructured.Unstructured, size)
	r, err := measured(t.pid, func() (int64, float64, []time.Duration, error) {
		return counted(0, size, func(i int) error {
			o, err := rc.Create(ctx, route(i, 0), metav1.CreateOptions{})
			objs[i] = o
			return err
		})
	})
	if err != nil {
		return fmt.Errorf("create: %w", err)
	}
	fmt.Fprintf(os.Stderr, " %.0fs\n", time.Since(start).Seconds())
	one("create", r)

	rnd := make([]*rand.Rand, *workers)
	for w := range rnd {
		rnd[w] = rand.New(rand.NewSource(int64(w + 1)))
	}
	if r, err = measured(t.pid, func() (int64, float64, []time.Duration, error) {
		return timed(*phase, func(w, _ int) error {
			_, err := rc.Get(ctx, fmt.Sprintf("route-%06d", rnd[w].Intn(size)), metav1.GetOptions{})
			return err
		})
	}); err != nil {
		return fmt.Errorf("get: %w", err)
	}
	one("get", r)

	// As for ConfigMaps: worker w updates only routes i with i%workers == w,
	// from the object the last write returned (no conflicts, no read first).
	if r, err = measured(t.pid, func() (int64, float64, []time.Duration, error) {
		return timed(*phase, func(w, k int) error {
			per := (size - w + *workers - 1) / *workers
			i := w + (k%per)*(*workers)
			o := objs[i].DeepCopy()
			rules, _, _ := unstructured.NestedSlice(o.Object, "spec", "rules")
			refs := rules[0].(map[string]any)["backendRefs"].([]any)
			refs[0].(map[string]any)["weight"] = int64(1 + (k+1)%100)
			if err := unstructured.SetNestedSlice(o.Object, rules, "spec", "rules"); err != nil {
				return err
			}
			u, err := rc.Update(ctx, o, metav1.UpdateOptions{})
			if err == nil {
				objs[i] = u
			}
			return err
		})
	}); err != nil {
		return fmt.Errorf("update: %w", err)
	}
	one("update", r)

	table := fmt.Sprintf("lists of %s, ms (median of %d; lower is better)", what, *bigReps)
	list := func(row string, want int, opts metav1.ListOptions) error {
		var ms []float64
		for k := 0; k < *bigReps; k++ {
			t0 := time.Now()
			got := 0
			o := opts
			for {
				l, err := rc.List(ctx, o)
				if err != nil {
					return fmt.Errorf("%s: %w", row, err)
				}
				got += len(l.Items)
				if l.GetContinue() == "" {
					break
				}
				o.Continue = l.GetContinue()
			}
			if got != want {
				return fmt.Errorf("%s: got %d items; want %d", row, got, want)
			}
			ms = append(ms, float64(time.Since(t0).Microseconds())/1000)
		}
		rec(table, row, median(ms))
		return nil
	}
	for _, l := range []struct {
		row  string
		want int
		opts metav1.ListOptions
	}{
		{"all, consistent (rv unset)", size, metav1.ListOptions{}},
		{"all, rv=0", size, metav1.ListOptions{ResourceVersion: "0"}},
		{"label-selected tenth, consistent", selected(0, size), metav1.ListOptions{LabelSelector: "tier=" + selTier}},
		{"paged, limit 500, every page", size, metav1.ListOptions{Limit: 500}},
	} {
		if err := list(l.row, l.want, l.opts); err != nil {
			return err
		}
	}
	runtimeSettle()
	rs, _ := rss(t.pid)
	rec("memory with data, MiB (lower is better)", fmt.Sprintf("RSS holding %s HTTPRoutes", thousands(size)), float64(rs)/1024)
	return nil
}
