package classifier

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/bootstrap"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/internalbootstrap"
)

// bootstrapSchemas are the mandatory and suggested FlowSchemas of v1.37,
// internal. internalbootstrap holds only the mandatory ones, so the
// suggested ones are converted here the same way.
func bootstrapSchemas(t *testing.T) []*flowcontrol.FlowSchema {
	t.Helper()
	var schemas []*flowcontrol.FlowSchema
	for _, fs := range internalbootstrap.MandatoryFlowSchemas {
		schemas = append(schemas, fs)
	}
	scheme := internalbootstrap.NewAPFScheme()
	for _, ext := range bootstrap.SuggestedFlowSchemas {
		var fs flowcontrol.FlowSchema
		if err := scheme.Convert(ext, &fs, nil); err != nil {
			t.Fatalf("converting %s: %v", ext.Name, err)
		}
		schemas = append(schemas, &fs)
	}
	return schemas
}

func TestClassifyBootstrap(t *testing.T) {
	authenticated := func(name string, groups ...string) user.Info {
		return &user.DefaultInfo{Name: name, Groups: append(groups, user.AllAuthenticated)}
	}
	anonymous := &user.DefaultInfo{Name: user.Anonymous, Groups: []string{user.AllUnauthenticated}}
	listConfigMaps := resourceRequest("list", "", "configmaps", "", "default")
	tests := []struct {
		name string
		user user.Info
		ri   *genericrequest.RequestInfo
		want string
	}{
		{"system:masters, anything", authenticated("admin", user.SystemPrivilegedGroup), resourceRequest("delete", "", "nodes", "", ""), "exempt"},
		{"system:masters, even a probe", authenticated("admin", user.SystemPrivilegedGroup), nonResourceRequest("get", "/healthz"), "exempt"},
		{"anonymous probe", anonymous, nonResourceRequest("get", "/healthz"), "probes"},
		{"authenticated probe", authenticated("alice"), nonResourceRequest("get", "/readyz"), "probes"},
		{"anonymous, not a probe: global-default names system:unauthenticated", anonymous, listConfigMaps, "global-default"},
		{"anonymous POST /healthz is no probe", anonymous, nonResourceRequest("post", "/healthz"), "global-default"},
		{"alice lists configmaps", authenticated("alice"), listConfigMaps, "global-default"},
		{"kube-system service account", authenticated("system:serviceaccount:kube-system:coredns", "system:serviceaccounts"), listConfigMaps, "kube-system-service-accounts"},
		{"other service account", authenticated("system:serviceaccount:default:app", "system:serviceaccounts"), listConfigMaps, "service-accounts"},
		{"node lists pods", authenticated("system:node:n1", "system:nodes"), resourceRequest("list", "", "pods", "", ""), "system-nodes"},
		{"node updates its status", authenticated("system:node:n1", "system:nodes"), resourceRequest("update", "", "nodes", "status", ""), "system-node-high"},
		{"scheduler renews its lease", authenticated("system:kube-scheduler"), resourceRequest("update", "coordination.k8s.io", "leases", "", "kube-system"), "system-leader-election"},
		{"scheduler binds a pod", authenticated("system:kube-scheduler"), resourceRequest("create", "", "pods", "binding", "default"), "kube-scheduler"},
		{"controller manager lists pods", authenticated("system:kube-controller-manager"), listConfigMaps, "kube-controller-manager"},
		{"no groups at all: only catch-all's names, and it names groups", &user.DefaultInfo{Name: "ghost"}, listConfigMaps, ""},
	}
	schemas := bootstrapSchemas(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fs, ok := Classify(RequestDigest{RequestInfo: tc.ri, User: tc.user}, schemas)
			got := ""
			if ok {
				got = fs.Name
			}
			if got != tc.want {
				t.Errorf("Classify = %q; want %q", got, tc.want)
			}
		})
	}
}

func TestClassifyOrder(t *testing.T) {
	// Every schema matches everything; the order alone decides.
	schema := func(name string, precedence int32) *flowcontrol.FlowSchema {
		fs := schemaWith(flowcontrol.PolicyRulesWithSubjects{
			Subjects:      []flowcontrol.Subject{{Kind: flowcontrol.SubjectKindGroup, Group: &flowcontrol.GroupSubject{Name: "*"}}},
			ResourceRules: everyResource,
		})
		fs.Name, fs.Spec.MatchingPrecedence = name, precedence
		return fs
	}
	tests := []struct {
		name    string
		schemas []*flowcontrol.FlowSchema
		want    string
	}{
		{"lowest precedence wins", []*flowcontrol.FlowSchema{schema("a", 500), schema("b", 100), schema("c", 9000)}, "b"},
		{"tie broken by name", []*flowcontrol.FlowSchema{schema("zeta", 100), schema("alpha", 100), schema("mid", 100)}, "alpha"},
		{"precedence before name", []*flowcontrol.FlowSchema{schema("alpha", 200), schema("zeta", 100)}, "zeta"},
		{"catch-all last", []*flowcontrol.FlowSchema{schema("catch-all", 10000), schema("global-default", 9900)}, "global-default"},
	}
	digest := RequestDigest{RequestInfo: resourceRequest("get", "", "pods", "", "ns1"), User: alice}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before := names(tc.schemas)
			fs, ok := Classify(digest, tc.schemas)
			if !ok || fs.Name != tc.want {
				t.Fatalf("Classify = %v, %v; want %q, true", fs, ok, tc.want)
			}
			if after := names(tc.schemas); after != before {
				t.Errorf("schemas after Classify = %s; want %s (unchanged)", after, before)
			}
		})
	}
}

// names joins the schemas' names, in order.
func names(schemas []*flowcontrol.FlowSchema) string {
	s := ""
	for _, fs := range schemas {
		s += fs.Name + " "
	}
	return s
}

func TestFlowDistinguisher(t *testing.T) {
	schema := func(method flowcontrol.FlowDistinguisherMethodType) *flowcontrol.FlowSchema {
		fs := &flowcontrol.FlowSchema{}
		if method != "" {
			fs.Spec.DistinguisherMethod = &flowcontrol.FlowDistinguisherMethod{Type: method}
		}
		return fs
	}
	tests := []struct {
		name   string
		method flowcontrol.FlowDistinguisherMethodType
		ri     *genericrequest.RequestInfo
		want   string
	}{
		{"by user", flowcontrol.FlowDistinguisherMethodByUserType, resourceRequest("get", "", "pods", "", "ns1"), "alice"},
		{"by namespace", flowcontrol.FlowDistinguisherMethodByNamespaceType, resourceRequest("get", "", "pods", "", "ns1"), "ns1"},
		{"by namespace, cluster-scoped", flowcontrol.FlowDistinguisherMethodByNamespaceType, resourceRequest("get", "", "nodes", "", ""), ""},
		{"none", "", resourceRequest("get", "", "pods", "", "ns1"), ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			digest := RequestDigest{RequestInfo: tc.ri, User: alice}
			if got := FlowDistinguisher(digest, schema(tc.method)); got != tc.want {
				t.Errorf("FlowDistinguisher = %q; want %q", got, tc.want)
			}
		})
	}
}

func TestFlowDistinguisherUnknownPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Errorf("FlowDistinguisher with method \"ByMood\" did not panic; want a panic")
		}
	}()
	fs := &flowcontrol.FlowSchema{Spec: flowcontrol.FlowSchemaSpec{DistinguisherMethod: &flowcontrol.FlowDistinguisherMethod{Type: "ByMood"}}}
	FlowDistinguisher(RequestDigest{RequestInfo: resourceRequest("get", "", "pods", "", "ns1"), User: alice}, fs)
}

func TestHashFlowID(t *testing.T) {
	tests := []struct {
		name       string
		a, b       [2]string
		wantSameID bool
	}{
		{"same flow", [2]string{"global-default", "alice"}, [2]string{"global-default", "alice"}, true},
		{"distinct users", [2]string{"global-default", "alice"}, [2]string{"global-default", "bob"}, false},
		{"distinct schemas", [2]string{"global-default", "alice"}, [2]string{"catch-all", "alice"}, false},
		{"the zero byte separates", [2]string{"ab", "c"}, [2]string{"a", "bc"}, false},
		{"empty distinguisher", [2]string{"probes", ""}, [2]string{"probes", ""}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			x, y := HashFlowID(tc.a[0], tc.a[1]), HashFlowID(tc.b[0], tc.b[1])
			if got := x == y; got != tc.wantSameID {
				t.Errorf("HashFlowID(%q) == HashFlowID(%q) is %v (%#x, %#x); want %v", tc.a, tc.b, got, x, y, tc.wantSameID)
			}
		})
	}
}

func TestHashFlowIDGolden(t *testing.T) {
	// The first 8 bytes, little-endian, of sha256("global-default\x00alice"),
	// computed apart from Go (Python's hashlib): a change of algorithm, byte
	// order or separator shows here.
	const want = uint64(0xf4de3bd42ccdf6b7)
	if got := HashFlowID("global-default", "alice"); got != want {
		t.Errorf("HashFlowID(\"global-default\", \"alice\") = %#x; want %#x", got, want)
	}
}
