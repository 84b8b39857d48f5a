package server

import (
	"bufio"
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// baseURL is the sample server every test of this package talks to: one
// server, started by TestMain on a free port with a temporary data
// directory (embedded etcd, generated certificate).
var baseURL string

// client trusts the self-signed certificate blindly, as kubectl
// --insecure-skip-tls-verify does.
var client = &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "sample-apiserver-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	url, stop, err := runSampleServer(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	baseURL = url
	code := m.Run()
	if err := stop(); err != nil {
		fmt.Fprintln(os.Stderr, "RunWardleServer:", err)
		code = 1
	}
	os.RemoveAll(dir)
	os.Exit(code)
}

// runSampleServer runs RunWardleServer with HTTPS on a free loopback port
// and its data in dir, and returns its URL once /readyz is green, and a
// function that stops it and returns RunWardleServer's error.
func runSampleServer(dir string) (string, func() error, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	opts := NewWardleServerOptions()
	opts.SecureServing.Listener = ln
	opts.SecureServing.ServerCert.CertDirectory = filepath.Join(dir, "certificates")
	opts.Etcd.StorageConfig.EmbeddedDataDir = filepath.Join(dir, "etcd")
	completed, err := opts.Complete()
	if err != nil {
		ln.Close()
		return "", nil, err
	}
	if errs := completed.Validate(); len(errs) > 0 {
		ln.Close()
		return "", nil, errors.Join(errs...)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- RunWardleServer(ctx, completed) }()
	stop := func() error { cancel(); return <-done }

	url := "https://" + ln.Addr().String()
	deadline := time.Now().Add(30 * time.Second)
	for {
		if code, _ := do("GET", url+"/readyz", "", ""); code == http.StatusOK {
			return url, stop, nil
		}
		select {
		case err := <-done:
			return "", nil, fmt.Errorf("RunWardleServer returned before /readyz turned green: %v", err)
		case <-time.After(20 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			_ = stop()
			return "", nil, errors.New("/readyz never turned green")
		}
	}
}

// do sends a request with a JSON body (if any) and an Accept header (if
// any) and returns the status code and the body.
func do(method, url, body, accept string) (int, string) {
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		return 0, err.Error()
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if accept != "" {
		req.Header.Set("Accept", accept)
	}
	resp, err := client.Do(req)
	if err != nil {
		return 0, err.Error()
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// decode unmarshals a JSON body into v or fails the test.
func decode(t *testing.T, body string, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(body), v); err != nil {
		t.Fatalf("decode: %v\n%s", err, body)
	}
}

// flunder is the wire form of a flunder in either version.
type flunder struct {
	APIVersion string `json:"apiVersion"`
	Kind       string `json:"kind"`
	Metadata   struct {
		Name            string `json:"name"`
		Namespace       string `json:"namespace"`
		ResourceVersion string `json:"resourceVersion"`
	} `json:"metadata"`
	Spec map[string]string `json:"spec"`
}

// runs numbers the test runs, so that each uses namespaces (and names of
// cluster-scoped objects) of its own and the tests pass under -count=N
// against the one server TestMain starts.
var runs atomic.Int64

// unique returns base with a suffix no other run of a test has used.
func unique(base string) string {
	return fmt.Sprintf("%s-%d", base, runs.Add(1))
}

func flunderURL(version, namespace string) string {
	return baseURL + "/apis/wardle.example.com/" + version + "/namespaces/" + namespace + "/flunders"
}

func TestHealth(t *testing.T) {
	for _, path := range []string{"/healthz", "/livez", "/readyz"} {
		if code, body := do("GET", baseURL+path, "", ""); code != http.StatusOK || body != "ok" {
			t.Errorf("GET %s: got %d %q; want 200 \"ok\"", path, code, body)
		}
	}
}

// TestFlunderConversion creates flunders in one version and reads them in
// the other: one object, two shapes.
func TestFlunderConversion(t *testing.T) {
	ns := unique("conversion")
	tests := []struct {
		name, createIn, body, readIn string
		want                         map[string]string
	}{
		{"v1alpha1 reference defaulted to Flunder, read as v1beta1", "v1alpha1",
			`{"apiVersion":"wardle.example.com/v1alpha1","kind":"Flunder","metadata":{"name":"conv-a"},"spec":{"reference":"anchor"}}`,
			"v1beta1", map[string]string{"flunderReference": "anchor", "referenceType": "Flunder"}},
		{"v1alpha1 Fischer reference, read as v1beta1", "v1alpha1",
			`{"apiVersion":"wardle.example.com/v1alpha1","kind":"Flunder","metadata":{"name":"conv-b"},"spec":{"reference":"fi","referenceType":"Fischer"}}`,
			"v1beta1", map[string]string{"fischerReference": "fi", "referenceType": "Fischer"}},
		{"v1beta1, read as v1alpha1", "v1beta1",
			`{"apiVersion":"wardle.example.com/v1beta1","kind":"Flunder","metadata":{"name":"conv-c"},"spec":{"fischerReference":"fi","referenceType":"Fischer"}}`,
			"v1alpha1", map[string]string{"reference": "fi", "referenceType": "Fischer"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, body := do("POST", flunderURL(tt.createIn, ns), tt.body, "")
			if code != http.StatusCreated {
				t.Fatalf("POST: got %d; want 201\n%s", code, body)
			}
			var created flunder
			decode(t, body, &created)
			code, body = do("GET", flunderURL(tt.readIn, ns)+"/"+created.Metadata.Name, "", "")
			if code != http.StatusOK {
				t.Fatalf("GET: got %d; want 200\n%s", code, body)
			}
			var got flunder
			decode(t, body, &got)
			if want := "wardle.example.com/" + tt.readIn; got.APIVersion != want || got.Kind != "Flunder" {
				t.Errorf("type: got %s %s; want %s Flunder", got.APIVersion, got.Kind, want)
			}
			if !reflect.DeepEqual(got.Spec, tt.want) {
				t.Errorf("spec: got %v; want %v", got.Spec, tt.want)
			}
		})
	}
}

func TestListAndFischers(t *testing.T) {
	ns := unique("listing")
	fi := unique("fi")
	for _, name := range []string{"list-b", "list-a"} {
		body := `{"apiVersion":"wardle.example.com/v1beta1","kind":"Flunder","metadata":{"name":"` + name + `"}}`
		if code, resp := do("POST", flunderURL("v1beta1", ns), body, ""); code != http.StatusCreated {
			t.Fatalf("POST %s: got %d; want 201\n%s", name, code, resp)
		}
	}
	code, body := do("GET", flunderURL("v1alpha1", ns), "", "")
	var list struct {
		APIVersion, Kind string
		Items            []flunder
	}
	decode(t, body, &list)
	var names []string
	for _, item := range list.Items {
		names = append(names, item.Metadata.Name)
	}
	if code != http.StatusOK || list.Kind != "FlunderList" || !slices.Equal(names, []string{"list-a", "list-b"}) {
		t.Errorf("LIST: got %d %s %v; want 200 FlunderList [list-a list-b]", code, list.Kind, names)
	}

	fischers := baseURL + "/apis/wardle.example.com/v1alpha1/fischers"
	if code, body := do("POST", fischers, `{"apiVersion":"wardle.example.com/v1alpha1","kind":"Fischer","metadata":{"name":"`+fi+`"},"disallowedFlunders":["bad"]}`, ""); code != http.StatusCreated {
		t.Fatalf("POST fischer: got %d; want 201\n%s", code, body)
	}
	code, body = do("GET", fischers+"/"+fi, "", "")
	if code != http.StatusOK || !strings.Contains(body, `"disallowedFlunders":["bad"]`) || strings.Contains(body, `"namespace"`) {
		t.Errorf("GET fischer: got %d; want 200, cluster-scoped, disallowedFlunders [bad]\n%s", code, body)
	}
	if code, _ := do("GET", baseURL+"/apis/wardle.example.com/v1beta1/fischers", "", ""); code != http.StatusNotFound {
		t.Errorf("GET v1beta1 fischers: got %d; want 404 (fischers are v1alpha1 only)", code)
	}
}

// TestWatch watches flunders from a list's resourceVersion and sees a
// create arrive as ADDED, in the version watched.
func TestWatch(t *testing.T) {
	ns := unique("watching")
	code, body := do("GET", flunderURL("v1beta1", ns), "", "")
	if code != http.StatusOK {
		t.Fatalf("LIST: got %d\n%s", code, body)
	}
	var list struct {
		Metadata struct{ ResourceVersion string } `json:"metadata"`
	}
	decode(t, body, &list)

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", flunderURL("v1alpha1", ns)+"?watch=true&resourceVersion="+list.Metadata.ResourceVersion, nil)
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("WATCH: got %d; want 200", resp.StatusCode)
	}
	create := `{"apiVersion":"wardle.example.com/v1beta1","kind":"Flunder","metadata":{"name":"watched"},"spec":{"flunderReference":"x","referenceType":"Flunder"}}`
	if code, body := do("POST", flunderURL("v1beta1", ns), create, ""); code != http.StatusCreated {
		t.Fatalf("POST: got %d\n%s", code, body)
	}
	line, err := bufio.NewReader(resp.Body).ReadBytes('\n')
	if err != nil {
		t.Fatalf("reading the watch: %v", err)
	}
	var event struct {
		Type   string
		Object flunder
	}
	decode(t, string(line), &event)
	if event.Type != "ADDED" || event.Object.Metadata.Name != "watched" || event.Object.APIVersion != "wardle.example.com/v1alpha1" || event.Object.Spec["reference"] != "x" {
		t.Errorf("event: got %s %s %s %v; want ADDED watched wardle.example.com/v1alpha1 reference x", event.Type, event.Object.Metadata.Name, event.Object.APIVersion, event.Object.Spec)
	}
}

// TestValidation: a flunder with both references is a 422 Invalid
// Status naming the field; nothing is stored.
func TestValidation(t *testing.T) {
	ns := unique("invalid")
	tests := []struct{ name, version, body, field string }{
		{"both references", "v1beta1",
			`{"apiVersion":"wardle.example.com/v1beta1","kind":"Flunder","metadata":{"name":"bad-1"},"spec":{"flunderReference":"a","fischerReference":"b","referenceType":"Flunder"}}`,
			"spec.fischerReference"},
		{"type without reference", "v1beta1",
			`{"apiVersion":"wardle.example.com/v1beta1","kind":"Flunder","metadata":{"name":"bad-2"},"spec":{"referenceType":"Fischer"}}`,
			"spec.fischerReference"},
		{"unknown v1alpha1 type", "v1alpha1",
			`{"apiVersion":"wardle.example.com/v1alpha1","kind":"Flunder","metadata":{"name":"bad-3"},"spec":{"reference":"a","referenceType":"Other"}}`,
			"spec.referenceType"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, body := do("POST", flunderURL(tt.version, ns), tt.body, "")
			var status struct {
				Kind, Status, Reason string
				Code                 int
				Details              struct {
					Kind   string
					Causes []struct{ Field string }
				}
			}
			decode(t, body, &status)
			if code != http.StatusUnprocessableEntity || status.Kind != "Status" || status.Reason != "Invalid" || status.Code != 422 || status.Details.Kind != "Flunder" {
				t.Fatalf("POST: got %d %s %s %d %s; want 422 Status Invalid 422 Flunder\n%s", code, status.Kind, status.Reason, status.Code, status.Details.Kind, body)
			}
			if len(status.Details.Causes) == 0 || status.Details.Causes[0].Field != tt.field {
				t.Errorf("causes: got %+v; want the first on %s", status.Details.Causes, tt.field)
			}
		})
	}
	if code, body := do("GET", flunderURL("v1beta1", ns), "", ""); !strings.Contains(body, `"items":[]`) {
		t.Errorf("LIST after the rejected creates: got %d; want no items\n%s", code, body)
	}
}

func TestDiscovery(t *testing.T) {
	t.Run("/apis as upstream's", func(t *testing.T) {
		type groupList struct {
			Kind   string
			Groups []struct {
				Name             string
				Versions         []struct{ GroupVersion, Version string }
				PreferredVersion struct{ GroupVersion, Version string }
			}
		}
		fixture, err := os.ReadFile("testdata/apis.json")
		if err != nil {
			t.Fatal(err)
		}
		var want, got groupList
		decode(t, string(fixture), &want)
		code, body := do("GET", baseURL+"/apis", "", "application/json")
		decode(t, body, &got)
		if code != http.StatusOK || !reflect.DeepEqual(got, want) {
			t.Errorf("GET /apis: got %d %+v; want 200 %+v", code, got, want)
		}
	})
	t.Run("resources", func(t *testing.T) {
		for version, want := range map[string][]string{
			"v1alpha1": {"fischers Fischer false", "flunders Flunder true"},
			"v1beta1":  {"flunders Flunder true"},
		} {
			code, body := do("GET", baseURL+"/apis/wardle.example.com/"+version, "", "")
			var list struct {
				Kind      string
				Resources []struct {
					Name, Kind string
					Namespaced bool
				}
			}
			decode(t, body, &list)
			var got []string
			for _, r := range list.Resources {
				got = append(got, fmt.Sprintf("%s %s %v", r.Name, r.Kind, r.Namespaced))
			}
			slices.Sort(got)
			if code != http.StatusOK || list.Kind != "APIResourceList" || !slices.Equal(got, want) {
				t.Errorf("GET /apis/wardle.example.com/%s: got %d %s %v; want 200 APIResourceList %v", version, code, list.Kind, got, want)
			}
		}
	})
	t.Run("aggregated", func(t *testing.T) {
		code, body := do("GET", baseURL+"/apis", "", "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList")
		var list struct {
			Kind  string
			Items []struct {
				Metadata struct{ Name string }
				Versions []struct {
					Version   string
					Resources []struct{ Resource, Scope string }
				}
			}
		}
		decode(t, body, &list)
		if code != http.StatusOK || list.Kind != "APIGroupDiscoveryList" || len(list.Items) != 1 || list.Items[0].Metadata.Name != "wardle.example.com" {
			t.Fatalf("GET /apis (aggregated): got %d %s; want 200 APIGroupDiscoveryList of wardle.example.com\n%s", code, list.Kind, body)
		}
		var versions []string
		for _, v := range list.Items[0].Versions {
			versions = append(versions, v.Version)
		}
		if !slices.Equal(versions, []string{"v1beta1", "v1alpha1"}) {
			t.Errorf("versions: got %v; want [v1beta1 v1alpha1] (preferred first)", versions)
		}
	})
}

func TestOpenAPI(t *testing.T) {
	code, body := do("GET", baseURL+"/openapi/v3", "", "")
	var index struct {
		Paths map[string]struct {
			ServerRelativeURL string `json:"serverRelativeURL"`
		}
	}
	decode(t, body, &index)
	for _, gv := range []string{"apis/wardle.example.com/v1alpha1", "apis/wardle.example.com/v1beta1"} {
		if _, ok := index.Paths[gv]; code != http.StatusOK || !ok {
			t.Errorf("GET /openapi/v3: got %d, paths %v; want 200 listing %s", code, keys(index.Paths), gv)
		}
	}

	code, body = do("GET", baseURL+index.Paths["apis/wardle.example.com/v1beta1"].ServerRelativeURL, "", "")
	var doc struct {
		Components struct {
			Schemas map[string]struct {
				Properties map[string]json.RawMessage
				GVK        []map[string]string `json:"x-kubernetes-group-version-kind"`
			}
		}
	}
	decode(t, body, &doc)
	flunder, ok := doc.Components.Schemas["io.k8s.sample-apiserver.pkg.apis.wardle.v1beta1.Flunder"]
	if code != http.StatusOK || !ok {
		t.Fatalf("v1beta1 document: got %d, schemas %v; want io.k8s.sample-apiserver.pkg.apis.wardle.v1beta1.Flunder", code, keys(doc.Components.Schemas))
	}
	if want := []map[string]string{{"group": "wardle.example.com", "version": "v1beta1", "kind": "Flunder"}}; !reflect.DeepEqual(flunder.GVK, want) {
		t.Errorf("Flunder's x-kubernetes-group-version-kind: got %v; want %v", flunder.GVK, want)
	}
	spec := doc.Components.Schemas["io.k8s.sample-apiserver.pkg.apis.wardle.v1beta1.FlunderSpec"]
	if got := keys(spec.Properties); !slices.Equal(got, []string{"fischerReference", "flunderReference", "referenceType"}) {
		t.Errorf("FlunderSpec's properties: got %v; want fischerReference flunderReference referenceType", got)
	}

	code, body = do("GET", baseURL+"/openapi/v2", "", "application/json")
	if code != http.StatusOK || !strings.Contains(body, `"io.k8s.sample-apiserver.pkg.apis.wardle.v1alpha1.Fischer"`) {
		t.Errorf("GET /openapi/v2: got %d; want 200 defining v1alpha1.Fischer", code)
	}
}

func keys[V any](m map[string]V) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

// TestTable: kubectl get asks for a Table; flunders have upstream's
// default columns.
func TestTable(t *testing.T) {
	ns := unique("tables")
	body := `{"apiVersion":"wardle.example.com/v1beta1","kind":"Flunder","metadata":{"name":"tabled"}}`
	if code, resp := do("POST", flunderURL("v1beta1", ns), body, ""); code != http.StatusCreated {
		t.Fatalf("POST: got %d\n%s", code, resp)
	}
	code, resp := do("GET", flunderURL("v1beta1", ns), "", "application/json;as=Table;v=v1;g=meta.k8s.io,application/json")
	var table struct {
		Kind              string
		ColumnDefinitions []struct{ Name string }
		Rows              []struct{ Cells []any }
	}
	decode(t, resp, &table)
	var columns []string
	for _, c := range table.ColumnDefinitions {
		columns = append(columns, c.Name)
	}
	if code != http.StatusOK || table.Kind != "Table" || !slices.Equal(columns, []string{"Name", "Created At"}) ||
		len(table.Rows) != 1 || table.Rows[0].Cells[0] != "tabled" {
		t.Errorf("Table: got %d %s %v %v; want 200 Table [Name Created At] one row \"tabled\"\n%s", code, table.Kind, columns, table.Rows, resp)
	}
}
