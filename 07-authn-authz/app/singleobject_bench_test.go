package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"syscall"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer/protobuf"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
)

// BenchmarkSingleObject measures what one create, get and update of a
// ConfigMap costs the whole handler chain of stage 07, configured as
// hack/compare-upstream-07.sh runs it like for like with upstream: a
// bearer token (the token file), the user in a group bound to
// cluster-admin by a ClusterRoleBinding (RBAC decides; not
// system:masters, so priority and fairness classifies it as
// global-default), the default admission chain, server-side apply's field
// manager on every write, no audit policy, none of
// kube-controller-manager's controllers, embedded etcd. The requests go in-process
// through the FullHandlerChain (no TLS or HTTP/2: those are the standard
// library's), one at a time, in JSON and in protobuf as client-go sends
// them: an update carries the managedFields the create returned and no
// resourceVersion, and alternates between two data values so that every
// update writes. It is the benchmark for allocations per request:
//
//	go test -run '^$' -bench SingleObject -benchmem -benchtime 2000x \
//	  -memprofile mem.out -cpuprofile cpu.out ./07-authn-authz/app/
//
// The allocations it reports include the benchmark's own requests and
// recorders, and embedded etcd's work for each write; so does cpu-µs/op,
// the process's CPU time per request.
func BenchmarkSingleObject(b *testing.B) {
	h := startSingleObjectBench(b)
	for _, format := range []string{"json", "protobuf"} {
		mediaType := "application/json"
		if format == "protobuf" {
			mediaType = "application/vnd.kubernetes.protobuf"
		}
		// Creates go to a namespace of their own, emptied after each run.
		path, creates := "/api/v1/namespaces/bench-"+format+"/configmaps", "/api/v1/namespaces/bench-"+format+"-creates/configmaps"
		for _, ns := range []string{"bench-" + format, "bench-" + format + "-creates"} {
			h.do(b, http.MethodPost, "/api/v1/namespaces", "application/json", []byte(`{"metadata":{"name":"`+ns+`"}}`), http.StatusCreated)
		}
		// The object gets and updates work on, and its two update bodies.
		created := h.do(b, http.MethodPost, path, "application/json", benchConfigMapBody(b, "json", "target", "value-0"), http.StatusCreated)
		updates := benchUpdateBodies(b, format, created)
		b.Run("get/"+format, func(b *testing.B) {
			b.ReportAllocs()
			cpu := startCPU()
			for b.Loop() {
				h.serve(b, http.MethodGet, path+"/target", mediaType, nil, http.StatusOK)
			}
			cpu.report(b)
		})
		b.Run("update/"+format, func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			cpu := startCPU()
			for b.Loop() {
				h.serve(b, http.MethodPut, path+"/target", mediaType, updates[i%2], http.StatusOK)
				i++
			}
			cpu.report(b)
		})
		b.Run("create/"+format, func(b *testing.B) {
			bodies := make([][]byte, b.N)
			for i := range bodies {
				bodies[i] = benchConfigMapBody(b, format, fmt.Sprintf("cm-%06d", i), fmt.Sprintf("value-%d", i))
			}
			b.ReportAllocs()
			b.ResetTimer()
			cpu := startCPU()
			for i := range b.N {
				h.serve(b, http.MethodPost, creates, mediaType, bodies[i], http.StatusCreated)
			}
			cpu.report(b)
			b.StopTimer()
			// The next run creates the same names: start from none.
			h.do(b, http.MethodDelete, creates, "application/json", nil, http.StatusOK)
			time.Sleep(time.Second) // the watch cache's deletes, before the next run
		})
	}
}

// cpuStart is the process's CPU time (user and system, every goroutine:
// the server's and embedded etcd's) when a timed loop started. It was
// added to read CPU per request on a shared machine; under a load average
// of 5-15 it still moved by up to 2x between runs of one binary
// (07-authn-authz/BENCHMARKS.md, "Allocations per request"), so compare
// it only over runs alternated on a quiet machine.
type cpuStart time.Duration

func startCPU() cpuStart { return cpuStart(processCPU()) }

// report adds cpu-µs/op, the process's CPU time per iteration since start.
func (c cpuStart) report(b *testing.B) {
	b.ReportMetric(float64(processCPU()-time.Duration(c))/float64(b.N)/1e3, "cpu-µs/op")
}

func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// singleObjectBench is stage 07's handler chain and a token for it.
type singleObjectBench struct {
	handler http.Handler
	reader  bytes.Reader
	header  http.Header
}

// serve sends one request through the chain and checks its code; it
// allocates as little as it can beside the server's own work.
func (s *singleObjectBench) serve(b *testing.B, method, path, mediaType string, body []byte, want int) {
	s.reader.Reset(body)
	req := httptest.NewRequest(method, path, &s.reader)
	req.Header = s.header.Clone()
	req.Header["Accept"] = []string{mediaType}
	if body != nil {
		req.Header["Content-Type"] = []string{mediaType}
	}
	rec := httptest.NewRecorder()
	s.handler.ServeHTTP(rec, req)
	if rec.Code != want {
		b.Fatalf("%s %s: got %d; want %d\n%s", method, path, rec.Code, want, rec.Body)
	}
}

// do is serve returning the body.
func (s *singleObjectBench) do(b *testing.B, method, path, mediaType string, body []byte, want int) []byte {
	b.Helper()
	req := httptest.NewRequest(method, path, bytes.NewReader(body))
	req.Header = s.header.Clone()
	req.Header.Set("Accept", mediaType)
	if body != nil {
		req.Header.Set("Content-Type", mediaType)
	}
	rec := httptest.NewRecorder()
	s.handler.ServeHTTP(rec, req)
	if rec.Code != want {
		b.Fatalf("%s %s: got %d; want %d\n%s", method, path, rec.Code, want, rec.Body)
	}
	return rec.Body.Bytes()
}

// benchConfigMapBody is the ConfigMap compare-upstream creates, in format.
func benchConfigMapBody(b *testing.B, format, name, value string) []byte {
	b.Helper()
	cm := &corev1.ConfigMap{
		TypeMeta:   metav1.TypeMeta{APIVersion: "v1", Kind: "ConfigMap"},
		ObjectMeta: metav1.ObjectMeta{Name: name, Labels: map[string]string{"tier": "a", "app": "compare"}},
		Data:       map[string]string{"key": value, "other": "some configuration text"},
	}
	return benchEncode(b, format, cm)
}

// benchUpdateBodies are two updates of the created object (JSON, as the
// server answered the create): its managedFields kept, its
// resourceVersion dropped (the updates are unconditional, so that they
// need not read the last answer), the data value two ways.
func benchUpdateBodies(b *testing.B, format string, created []byte) [2][]byte {
	b.Helper()
	var out [2][]byte
	for i := range out {
		cm := &corev1.ConfigMap{}
		if err := json.Unmarshal(created, cm); err != nil {
			b.Fatal(err)
		}
		cm.APIVersion, cm.Kind = "v1", "ConfigMap"
		cm.ResourceVersion = ""
		cm.Data["key"] = fmt.Sprintf("updated-%d", i)
		out[i] = benchEncode(b, format, cm)
	}
	return out
}

func benchEncode(b *testing.B, format string, cm *corev1.ConfigMap) []byte {
	b.Helper()
	if format == "json" {
		data, err := json.Marshal(cm)
		if err != nil {
			b.Fatal(err)
		}
		return data
	}
	data, err := runtime.Encode(protobuf.NewSerializer(legacyscheme.Scheme, legacyscheme.Scheme), cm)
	if err != nil {
		b.Fatal(err)
	}
	return data
}

// startSingleObjectBench runs stage 07 as Run does, with compare-upstream's
// tokens and binding, and returns its FullHandlerChain once the bench
// user is allowed.
func startSingleObjectBench(b *testing.B) *singleObjectBench {
	b.Helper()
	_, _, s := startBenchServer(b, `compare-bench-token,compare-bench,uid-bench,"compare-bench"`, func(opts *ServerRunOptions) {
		opts.SecureServing.ServerCert.CertDirectory = sharedPKI(nil)
		// As hack/compare-upstream-07.sh runs its like-for-like column: none of
		// kube-controller-manager's controllers, which upstream's server does
		// not run (some watch ConfigMaps).
		opts.Controllers.Controllers = []string{"-namespace-controller", "-serviceaccount-controller",
			"-root-ca-certificate-publisher-controller", "-resourcequota-controller",
			"-clusterrole-aggregation-controller", "-validatingadmissionpolicy-status-controller"}
	})
	admin := &user.DefaultInfo{Name: "bench-admin", Groups: []string{user.SystemPrivilegedGroup}}
	postAs(b, s.Handler.Director, admin, "/apis/rbac.authorization.k8s.io/v1/clusterrolebindings",
		`{"apiVersion":"rbac.authorization.k8s.io/v1","kind":"ClusterRoleBinding","metadata":{"name":"compare-bench"},`+
			`"roleRef":{"apiGroup":"rbac.authorization.k8s.io","kind":"ClusterRole","name":"cluster-admin"},`+
			`"subjects":[{"apiGroup":"rbac.authorization.k8s.io","kind":"Group","name":"compare-bench"}]}`)
	bench := &singleObjectBench{handler: s.Handler.FullHandlerChain, header: http.Header{"Authorization": {"Bearer compare-bench-token"}}}
	// RBAC's informers see the binding shortly after.
	deadline := time.Now().Add(30 * time.Second)
	for {
		req := httptest.NewRequest(http.MethodGet, "/api/v1/namespaces/default/configmaps", nil)
		req.Header = bench.header.Clone()
		rec := httptest.NewRecorder()
		bench.handler.ServeHTTP(rec, req)
		if rec.Code == http.StatusOK {
			return bench
		}
		if time.Now().After(deadline) {
			b.Fatalf("the bench user was never allowed: %d\n%s", rec.Code, rec.Body)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
