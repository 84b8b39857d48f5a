package clientgo

import (
	"context"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/version"
	"k8s.io/client-go/discovery"
	"k8s.io/client-go/kubernetes"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// TestServerVersion reads /version the way every client does first:
// discovery's ServerVersion, which decodes it into version.Info.
func TestServerVersion(t *testing.T) {
	forEachStage(t, func(t *testing.T, srv *framework.Server) {
		dc := discovery.NewDiscoveryClientForConfigOrDie(srv.RESTConfig(t))
		info, err := dc.ServerVersion()
		if err != nil {
			t.Fatalf("ServerVersion: %v", err)
		}
		checks := []struct {
			field, got string
			want       *regexp.Regexp
		}{
			{"major", info.Major, regexp.MustCompile(`^1$`)},
			{"minor", info.Minor, regexp.MustCompile(`^37$`)},
			{"gitVersion", info.GitVersion, regexp.MustCompile(`^v1\.37\.[0-9]+\+rebuilt$`)},
			{"emulationMajor", info.EmulationMajor, regexp.MustCompile(`^1$`)},
			{"emulationMinor", info.EmulationMinor, regexp.MustCompile(`^37$`)},
			{"minCompatibilityMajor", info.MinCompatibilityMajor, regexp.MustCompile(`^1$`)},
			{"minCompatibilityMinor", info.MinCompatibilityMinor, regexp.MustCompile(`^36$`)},
			{"goVersion", info.GoVersion, regexp.MustCompile(`^go1\.`)},
			{"compiler", info.Compiler, regexp.MustCompile(`^gc$`)},
			{"platform", info.Platform, regexp.MustCompile(`^[a-z0-9]+/[a-z0-9]+$`)},
		}
		for _, c := range checks {
			if !c.want.MatchString(c.got) {
				t.Errorf("/version %s: got %q; want a match for %s", c.field, c.got, c.want)
			}
		}

		// No field may be lost or renamed: decoding the raw document
		// strictly into version.Info must succeed.
		raw, err := dc.RESTClient().Get().AbsPath("/version").DoRaw(context.Background())
		if err != nil {
			t.Fatalf("GET /version: %v", err)
		}
		dec := json.NewDecoder(strings.NewReader(string(raw)))
		dec.DisallowUnknownFields()
		var strict version.Info
		if err := dec.Decode(&strict); err != nil {
			t.Errorf("GET /version: got a field version.Info does not have: %v\n%s", err, raw)
		}
	})
}

// TestRawHealthChecks reads the health endpoints through client-go's REST
// client, as a controller's health probe would.
func TestRawHealthChecks(t *testing.T) {
	forEachStage(t, func(t *testing.T, srv *framework.Server) {
		rc := kubernetes.NewForConfigOrDie(srv.RESTConfig(t)).CoreV1().RESTClient()
		tests := []struct {
			path string
			want string // a line of the body
		}{
			{"/healthz", "ok"},
			{"/livez", "ok"},
			{"/readyz", "ok"},
			{"/healthz/ping", "ok"},
			{"/readyz?verbose", "readyz check passed"},
			{"/livez?verbose", "livez check passed"},
		}
		for _, tt := range tests {
			path, query, _ := strings.Cut(tt.path, "?")
			req := rc.Get().AbsPath(path)
			if query != "" {
				req = req.Param(query, "")
			}
			body, err := req.DoRaw(context.Background())
			if err != nil {
				t.Errorf("GET %s: %v", tt.path, err)
				continue
			}
			if !hasLine(string(body), tt.want) {
				t.Errorf("GET %s: got body %q; want a line %q", tt.path, body, tt.want)
			}
		}
	})
}

// TestUnknownPathIsNotFound checks that client-go sees a 404 on a path no
// one serves as a NotFound API error.
func TestUnknownPathIsNotFound(t *testing.T) {
	forEachStage(t, func(t *testing.T, srv *framework.Server) {
		rc := kubernetes.NewForConfigOrDie(srv.RESTConfig(t)).CoreV1().RESTClient()
		for _, path := range []string{"/apis/nope", "/readyz/nope"} {
			_, err := rc.Get().AbsPath(path).DoRaw(context.Background())
			if !apierrors.IsNotFound(err) {
				t.Errorf("GET %s: got error %v; want NotFound", path, err)
			}
		}
	})
}

func hasLine(body, line string) bool {
	for _, l := range strings.Split(body, "\n") {
		if l == line {
			return true
		}
	}
	return false
}
