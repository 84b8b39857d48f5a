package framework

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Serves reports whether the server serves requirement, one of:
//
//	"v1/configmaps"        a resource of the core group: listed by GET /api/v1
//	"apps/v1/deployments"  a resource of a named group: listed by GET /apis/apps/v1
//	"/openapi/v3"          a path: GET answers anything but 404
//
// A 404 means "not served"; any other failure (an unreachable server, a
// discovery document that does not parse) fails tb: it is a bug, never a
// reason to skip.
func (s *Server) Serves(tb testing.TB, requirement string) bool {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if strings.HasPrefix(requirement, "/") {
		code, _, err := s.Get(ctx, requirement, "")
		if err != nil {
			tb.Fatalf("GET %s: %v", requirement, err)
		}
		return code != http.StatusNotFound
	}
	i := strings.LastIndex(requirement, "/")
	if i < 0 {
		tb.Fatalf("requirement %q: want <group>/<version>/<resource>, v1/<resource> or /<path>", requirement)
	}
	gv, resource := requirement[:i], requirement[i+1:]
	path := "/apis/" + gv
	if !strings.Contains(gv, "/") {
		path = "/api/" + gv
	}
	code, body, err := s.Get(ctx, path, "application/json")
	switch {
	case err != nil:
		tb.Fatalf("GET %s: %v", path, err)
	case code == http.StatusNotFound:
		return false
	case code != http.StatusOK:
		tb.Fatalf("GET %s: got status %d; want 200 (an APIResourceList) or 404\n%s", path, code, body)
	}
	var list metav1.APIResourceList
	if err := json.Unmarshal(body, &list); err != nil {
		tb.Fatalf("GET %s: the body is not an APIResourceList: %v\n%s", path, err, body)
	}
	if list.Kind != "APIResourceList" || list.GroupVersion != gv {
		tb.Fatalf("GET %s: got kind %q groupVersion %q; want kind APIResourceList groupVersion %q", path, list.Kind, list.GroupVersion, gv)
	}
	for _, r := range list.APIResources {
		if r.Name == resource {
			return true
		}
	}
	return false
}

// SkipUnlessServed skips tb while the server does not serve every
// requirement (see Serves) and the stage does not declare it in
// Stage.Serves; it fails tb if the stage declares a requirement the server
// does not serve. So a scenario written ahead of its stage waits quietly,
// runs the moment the server serves what it needs, and can never hide a
// failure once the stage declares it.
func (s *Server) SkipUnlessServed(tb testing.TB, requirements ...string) {
	tb.Helper()
	var missing []string
	for _, r := range requirements {
		if s.Serves(tb, r) {
			continue
		}
		if s.Stage.declares(r) {
			tb.Fatalf("%s does not serve %s; want it served (framework.Stages declares it)", s.Stage.Name, r)
		}
		missing = append(missing, r)
	}
	if len(missing) > 0 {
		tb.Skip(fmt.Sprintf("%s does not serve %s yet", s.Stage.Name, strings.Join(missing, ", ")))
	}
}
