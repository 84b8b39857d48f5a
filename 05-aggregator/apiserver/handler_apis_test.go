package apiserver

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
)

// fakeLister holds APIServices, as the informer would.
type fakeLister []*apiregistration.APIService

func (f fakeLister) List() []runtime.Object {
	out := make([]runtime.Object, len(f))
	for i, s := range f {
		out[i] = s
	}
	return out
}

func localAPIService(group, version string, groupPriority, versionPriority int32) *apiregistration.APIService {
	s := &apiregistration.APIService{Spec: apiregistration.APIServiceSpec{Group: group, Version: version,
		GroupPriorityMinimum: groupPriority, VersionPriority: versionPriority}}
	s.Name = version + "." + group
	return s
}

// TestAPIsHandler: the legacy /apis lists our own group first, then the
// groups by priority, each with its versions by priority (the first
// preferred); the core group is at /api, not here.
func TestAPIsHandler(t *testing.T) {
	lister := fakeLister{
		localAPIService("", "v1", 18000, 1),
		localAPIService("stable.example.com", "v1", 1000, 100),
		localAPIService("apps", "v1beta1", 17800, 1),
		localAPIService("apps", "v1", 17800, 15),
		localAPIService("wardle.example.com", "v1alpha1", 1000, 15),
		localAPIService("wardle.example.com", "v1beta1", 1000, 16),
	}
	rec := httptest.NewRecorder()
	(&apisHandler{codecs: Codecs, lister: lister}).ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/apis", nil))
	var list metav1.APIGroupList
	if err := json.Unmarshal(rec.Body.Bytes(), &list); err != nil || rec.Code != http.StatusOK {
		t.Fatalf("GET /apis: %d %v\n%s", rec.Code, err, rec.Body)
	}
	var got []string
	for _, g := range list.Groups {
		var versions []string
		for _, v := range g.Versions {
			versions = append(versions, v.Version)
		}
		got = append(got, g.Name+" "+g.PreferredVersion.Version+" "+strings.Join(versions, ","))
	}
	want := []string{
		"apiregistration.k8s.io v1 v1",
		"apps v1 v1,v1beta1",
		"stable.example.com v1 v1",
		"wardle.example.com v1beta1 v1beta1,v1alpha1",
	}
	if !slices.Equal(got, want) {
		t.Errorf("got %q; want %q", got, want)
	}
}

// TestAPIGroupHandler: /apis/<group> answers from the APIServices, and
// hands the request down the chain once the group has none.
func TestAPIGroupHandler(t *testing.T) {
	delegated := false
	delegate := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { delegated = true; w.WriteHeader(http.StatusNotFound) })
	h := &apiGroupHandler{codecs: Codecs, groupName: "wardle.example.com", delegate: delegate,
		lister: fakeLister{localAPIService("wardle.example.com", "v1alpha1", 1000, 15)}}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/apis/wardle.example.com", nil))
	var group metav1.APIGroup
	if err := json.Unmarshal(rec.Body.Bytes(), &group); err != nil || group.PreferredVersion.GroupVersion != "wardle.example.com/v1alpha1" {
		t.Fatalf("got %d %+v (%v); want the group with v1alpha1 preferred", rec.Code, group, err)
	}
	h.lister = fakeLister{}
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/apis/wardle.example.com", nil))
	if !delegated || rec.Code != http.StatusNotFound {
		t.Fatalf("without APIServices: got %d, delegated %v; want it handed down the chain", rec.Code, delegated)
	}
}
