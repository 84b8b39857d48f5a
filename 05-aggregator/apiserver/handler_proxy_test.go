package apiserver

import (
	"bufio"
	"context"
	"crypto/tls"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/cert"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
)

// testPKI is a backend serving certificate for api.ns.svc with its CA,
// another CA, and a front-proxy client certificate; generated once.
var testPKI = sync.OnceValue(func() (p struct {
	serving, client tls.Certificate
	ca, otherCA     []byte
}) {
	pair := func(host string) (tls.Certificate, []byte) {
		certPEM, keyPEM, err := cert.GenerateSelfSignedCertKey(host, nil, nil)
		if err != nil {
			panic(err)
		}
		c, err := tls.X509KeyPair(certPEM, keyPEM)
		if err != nil {
			panic(err)
		}
		_, caPEM := pem.Decode(certPEM) // serving certificate, then its CA
		return c, caPEM
	}
	p.serving, p.ca = pair("api.ns.svc")
	_, p.otherCA = pair("api.ns.svc")
	p.client, _ = pair("front-proxy-client")
	return p
})

// newBackend starts a TLS server for api.ns.svc that asks for a client
// certificate, and a resolver pointing at it.
func newBackend(t testing.TB, h http.HandlerFunc) (*httptest.Server, ServiceResolver) {
	t.Helper()
	srv := httptest.NewUnstartedServer(h)
	srv.TLS = &tls.Config{Certificates: []tls.Certificate{testPKI().serving}, ClientAuth: tls.RequestClientCert}
	srv.Config.ErrorLog = log.New(io.Discard, "", 0) // refused handshakes are expected
	srv.StartTLS()
	t.Cleanup(srv.Close)
	u, _ := url.Parse(srv.URL)
	return srv, fixedResolver{u: &url.URL{Scheme: "https", Host: u.Host}}
}

type fixedResolver struct {
	u   *url.URL
	err error
}

func (f fixedResolver) ResolveEndpoint(namespace, name string, port int32) (*url.URL, error) {
	if namespace != "ns" || name != "api" || port != 443 {
		return nil, fmt.Errorf("unexpected service %s/%s:%d", namespace, name, port)
	}
	if f.err != nil {
		return nil, f.err
	}
	u := *f.u
	return &u, nil
}

// remoteAPIService is v1alpha1.wardle.example.com served by ns/api:443.
func remoteAPIService(ca []byte, insecure bool, available apiregistration.ConditionStatus) *apiregistration.APIService {
	port := int32(443)
	s := &apiregistration.APIService{Spec: apiregistration.APIServiceSpec{
		Service:               &apiregistration.ServiceReference{Namespace: "ns", Name: "api", Port: &port},
		Group:                 "wardle.example.com",
		Version:               "v1alpha1",
		CABundle:              ca,
		InsecureSkipTLSVerify: insecure,
	}}
	s.Name = "v1alpha1.wardle.example.com"
	if available != "" {
		s.Status.Conditions = []apiregistration.APIServiceCondition{{Type: apiregistration.Available, Status: available}}
	}
	return s
}

// seen is what a backend saw of one request.
type seen struct {
	path, query string
	header      http.Header
	clientCN    string
}

// recordingBackend answers 200 "backend says hi" and records the request.
func recordingBackend(got *seen) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		got.path, got.query, got.header = r.URL.Path, r.URL.RawQuery, r.Header.Clone()
		if len(r.TLS.PeerCertificates) > 0 {
			got.clientCN = r.TLS.PeerCertificates[0].Subject.CommonName
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"backend":"says hi"}`)
	}
}

func decodeStatus(t *testing.T, rec *httptest.ResponseRecorder) metav1.Status {
	t.Helper()
	var s metav1.Status
	if err := json.Unmarshal(rec.Body.Bytes(), &s); err != nil || s.Kind != "Status" {
		t.Fatalf("got body %q (%v); want a Status", rec.Body.String(), err)
	}
	if int(s.Code) != rec.Code {
		t.Errorf("got Status code %d in a %d response", s.Code, rec.Code)
	}
	return s
}

func TestProxyHandlerTLS(t *testing.T) {
	pki := testPKI()
	tests := []struct {
		name        string
		ca          []byte
		insecure    bool
		clientCert  *tls.Certificate
		wantCode    int
		wantMessage string // of the Status, for failures
	}{
		{name: "ca bundle verified", ca: pki.ca, wantCode: http.StatusOK},
		{name: "ca bundle and client certificate", ca: pki.ca, clientCert: &pki.client, wantCode: http.StatusOK},
		{name: "insecure", insecure: true, wantCode: http.StatusOK},
		{name: "wrong ca refused", ca: pki.otherCA, wantCode: http.StatusServiceUnavailable,
			wantMessage: "error trying to reach service: tls: failed to verify certificate"},
		{name: "no ca: system roots refuse", wantCode: http.StatusServiceUnavailable,
			wantMessage: "error trying to reach service: tls: failed to verify certificate"},
		{name: "unparseable ca", ca: []byte("garbage"), wantCode: http.StatusInternalServerError,
			wantMessage: "Internal error occurred: building the transport of APIService v1alpha1.wardle.example.com: unable to load root certificates"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got seen
			_, resolver := newBackend(t, recordingBackend(&got))
			h := newProxyHandler(nil, resolver, tt.clientCert)
			h.updateAPIService(remoteAPIService(tt.ca, tt.insecure, apiregistration.ConditionTrue))

			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest("GET", "/apis/wardle.example.com/v1alpha1/namespaces/demo/flunders?limit=2&labelSelector=a%3Db", nil))
			if rec.Code != tt.wantCode {
				t.Fatalf("got %d %s; want %d", rec.Code, rec.Body, tt.wantCode)
			}
			if tt.wantCode != http.StatusOK {
				if s := decodeStatus(t, rec); !strings.HasPrefix(s.Message, tt.wantMessage) {
					t.Errorf("got message %q; want it to start with %q", s.Message, tt.wantMessage)
				}
				return
			}
			if rec.Body.String() != `{"backend":"says hi"}` {
				t.Errorf("got body %q; want the backend's", rec.Body)
			}
			if got.path != "/apis/wardle.example.com/v1alpha1/namespaces/demo/flunders" || got.query != "labelSelector=a%3Db&limit=2" {
				t.Errorf("backend got %s?%s; want the same path and query", got.path, got.query)
			}
			if wantCert := tt.clientCert != nil; strings.HasPrefix(got.clientCN, "front-proxy-client@") != wantCert {
				t.Errorf("backend got client certificate %q; want one: %v", got.clientCN, wantCert)
			}
		})
	}
}

func TestProxyHandlerIdentityHeaders(t *testing.T) {
	jane := &user.DefaultInfo{
		Name:   "jane",
		Groups: []string{"dev", user.AllAuthenticated},
		Extra:  map[string][]string{"scopes": {"a", "b"}, "example.com/team": {"blue"}},
	}
	tests := []struct {
		name string
		user user.Info // nil: none in the context, as before stage 07
		want http.Header
	}{
		{name: "authenticated user", user: jane, want: http.Header{
			"X-Remote-User":                     {"jane"},
			"X-Remote-Group":                    {"dev", "system:authenticated"},
			"X-Remote-Extra-Scopes":             {"a", "b"},
			"X-Remote-Extra-Example.com%2fteam": {"blue"},
		}},
		{name: "no user: anonymous", want: http.Header{
			"X-Remote-User":  {"system:anonymous"},
			"X-Remote-Group": {"system:unauthenticated"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got seen
			_, resolver := newBackend(t, recordingBackend(&got))
			h := newProxyHandler(nil, resolver, nil)
			h.updateAPIService(remoteAPIService(testPKI().ca, false, apiregistration.ConditionTrue))

			req := httptest.NewRequest("GET", "/apis/wardle.example.com/v1alpha1/flunders", nil)
			req.Header.Set("Authorization", "Bearer secret")
			req.Header.Set("X-Remote-User", "mallory")
			req.Header.Add("X-Remote-Group", "system:masters")
			req.Header.Set("X-Remote-Uid", "0")
			req.Header.Set("X-Remote-Extra-Scopes", "everything")
			req.Header.Set("Accept", "application/json")
			if tt.user != nil {
				req = req.WithContext(request.WithUser(req.Context(), tt.user))
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != http.StatusOK {
				t.Fatalf("got %d %s; want 200", rec.Code, rec.Body)
			}
			identity := http.Header{}
			for k, v := range got.header {
				if strings.HasPrefix(k, "X-Remote-") {
					identity[k] = v
				}
			}
			if !reflect.DeepEqual(identity, tt.want) {
				t.Errorf("backend got identity %v; want %v", identity, tt.want)
			}
			if v := got.header.Get("Authorization"); v != "" {
				t.Errorf("backend got Authorization %q; want none", v)
			}
			if v := got.header.Get("Accept"); v != "application/json" {
				t.Errorf("backend got Accept %q; want it passed on", v)
			}
		})
	}
}

func TestProxyHandlerRouting(t *testing.T) {
	var got seen
	_, resolver := newBackend(t, recordingBackend(&got))
	local := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusTeapot)
	})
	resolverErr := fixedResolver{err: fmt.Errorf(`no endpoints available for service "api"`)}
	localService := &apiregistration.APIService{}
	localService.Name = "v1.apps"

	tests := []struct {
		name        string
		delegate    http.Handler
		resolver    ServiceResolver
		apiService  *apiregistration.APIService // nil: updateAPIService never called
		wantCode    int
		wantMessage string
	}{
		{name: "local goes to the delegate", delegate: local, resolver: resolver, apiService: localService, wantCode: http.StatusTeapot},
		{name: "local without a delegate", resolver: resolver, apiService: localService, wantCode: http.StatusNotFound,
			wantMessage: "the server could not find the requested resource"},
		{name: "no handling info", delegate: local, resolver: resolver, wantCode: http.StatusNotFound,
			wantMessage: "the server could not find the requested resource"},
		{name: "available", delegate: local, resolver: resolver,
			apiService: remoteAPIService(testPKI().ca, false, apiregistration.ConditionTrue), wantCode: http.StatusOK},
		{name: "not available", delegate: local, resolver: resolver,
			apiService: remoteAPIService(testPKI().ca, false, apiregistration.ConditionFalse),
			wantCode:   http.StatusServiceUnavailable, wantMessage: "service unavailable"},
		{name: "no Available condition", delegate: local, resolver: resolver,
			apiService: remoteAPIService(testPKI().ca, false, ""),
			wantCode:   http.StatusServiceUnavailable, wantMessage: "service unavailable"},
		{name: "resolver fails", delegate: local, resolver: resolverErr,
			apiService: remoteAPIService(testPKI().ca, false, apiregistration.ConditionTrue),
			wantCode:   http.StatusServiceUnavailable, wantMessage: `no endpoints available for service "api"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newProxyHandler(tt.delegate, tt.resolver, nil)
			if tt.apiService != nil {
				h.updateAPIService(tt.apiService)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest("GET", "/apis/wardle.example.com/v1alpha1", nil))
			if rec.Code != tt.wantCode {
				t.Fatalf("got %d %s; want %d", rec.Code, rec.Body, tt.wantCode)
			}
			if tt.wantMessage != "" {
				if s := decodeStatus(t, rec); s.Message != tt.wantMessage {
					t.Errorf("got message %q; want %q", s.Message, tt.wantMessage)
				}
			}
		})
	}
}

// TestProxyHandlerUpdate checks a later updateAPIService takes effect.
func TestProxyHandlerUpdate(t *testing.T) {
	var got seen
	_, resolver := newBackend(t, recordingBackend(&got))
	h := newProxyHandler(nil, resolver, nil)
	for _, step := range []struct {
		available apiregistration.ConditionStatus
		want      int
	}{{apiregistration.ConditionFalse, 503}, {apiregistration.ConditionTrue, 200}, {apiregistration.ConditionFalse, 503}} {
		h.updateAPIService(remoteAPIService(testPKI().ca, false, step.available))
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/apis/wardle.example.com/v1alpha1", nil))
		if rec.Code != step.want {
			t.Errorf("Available=%s: got %d; want %d", step.available, rec.Code, step.want)
		}
	}
}

func TestProxyHandlerBackendDown(t *testing.T) {
	srv, resolver := newBackend(t, func(http.ResponseWriter, *http.Request) {})
	srv.Close() // nothing listens at the resolved address any more
	h := newProxyHandler(nil, resolver, nil)
	h.updateAPIService(remoteAPIService(testPKI().ca, false, apiregistration.ConditionTrue))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/apis/wardle.example.com/v1alpha1/flunders", nil))
	if rec.Code != http.StatusServiceUnavailable {
		t.Fatalf("got %d %s; want 503", rec.Code, rec.Body)
	}
	s := decodeStatus(t, rec)
	if !strings.HasPrefix(s.Message, "error trying to reach service: dial tcp") || s.Reason != metav1.StatusReasonServiceUnavailable {
		t.Errorf("got %s %q; want ServiceUnavailable \"error trying to reach service: dial tcp ...\"", s.Reason, s.Message)
	}
}

func TestProxyHandlerBackendHangs(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	_, resolver := newBackend(t, func(w http.ResponseWriter, r *http.Request) {
		select { // never answers, until the proxy gives up or the test ends
		case <-r.Context().Done():
		case <-release:
		}
	})
	h := newProxyHandler(nil, resolver, nil)
	h.responseHeaderTimeout = 100 * time.Millisecond
	h.updateAPIService(remoteAPIService(testPKI().ca, false, apiregistration.ConditionTrue))

	done := make(chan *httptest.ResponseRecorder)
	go func() {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/apis/wardle.example.com/v1alpha1/flunders", nil))
		done <- rec
	}()
	select {
	case rec := <-done:
		if rec.Code != http.StatusGatewayTimeout {
			t.Fatalf("got %d %s; want 504", rec.Code, rec.Body)
		}
		if s := decodeStatus(t, rec); s.Reason != metav1.StatusReasonTimeout ||
			!strings.Contains(s.Message, "error trying to reach service") {
			t.Errorf("got %s %q; want Timeout, error trying to reach service", s.Reason, s.Message)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the proxy is still waiting for a backend that never answers")
	}
}

// TestProxyHandlerWatchStreams checks each event of a watch reaches the
// client before the backend sends the next one.
func TestProxyHandlerWatchStreams(t *testing.T) {
	next := make(chan struct{})
	_, resolver := newBackend(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusOK)
		for i := 1; i <= 3; i++ {
			fmt.Fprintf(w, `{"type":"ADDED","object":{"n":%d}}`+"\n", i)
			w.(http.Flusher).Flush()
			select { // the next event only once the client has this one
			case <-next:
			case <-r.Context().Done():
				return
			}
		}
	})
	h := newProxyHandler(nil, resolver, nil)
	h.updateAPIService(remoteAPIService(testPKI().ca, false, apiregistration.ConditionTrue))
	front := httptest.NewServer(h)
	defer front.Close()

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", front.URL+"/apis/wardle.example.com/v1alpha1/flunders?watch=true", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	lines := bufio.NewReader(resp.Body)
	for i := 1; i <= 3; i++ {
		line, err := lines.ReadString('\n')
		if err != nil {
			t.Fatalf("event %d: %v (the proxy buffered it?)", i, err)
		}
		if want := fmt.Sprintf(`{"type":"ADDED","object":{"n":%d}}`+"\n", i); line != want {
			t.Errorf("got %q; want %q", line, want)
		}
		next <- struct{}{}
	}
}

// TestIsDiscoveryRequest checks which requests get the short discovery
// deadline.
func TestIsDiscoveryRequest(t *testing.T) {
	for path, want := range map[string]bool{
		"/apis/wardle.example.com/v1alpha1":          true,
		"/apis/wardle.example.com/v1alpha1/":         true,
		"/apis/wardle.example.com/v1alpha1/flunders": false,
		"/api/v1/pods":             false,
		"/apis/wardle.example.com": false,
	} {
		if got := isDiscoveryRequest(httptest.NewRequest("GET", path, nil)); got != want {
			t.Errorf("%s: got %v; want %v", path, got, want)
		}
	}
	req := httptest.NewRequest("GET", "/api/v1/pods", nil)
	req = req.WithContext(request.WithRequestInfo(req.Context(), &request.RequestInfo{IsResourceRequest: false, Path: "/apis/g/v"}))
	if !isDiscoveryRequest(req) {
		t.Errorf("got false for a RequestInfo of /apis/g/v; want true")
	}
}
