package cel_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"sigs.k8s.io/yaml"

	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	apiextensionsv1 "github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions/v1"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions/validation"
	"github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
	"github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema/cel"
	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
)

// TestRealWorldCRDs: the CRDs of Gateway API and JobSet (testdata/realworld,
// see its README) pass the CRD validation, every rule of every version
// compiles within the cost budgets, and the validators build.
func TestRealWorldCRDs(t *testing.T) {
	files, err := filepath.Glob("testdata/realworld/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("got files %v, %v; want the CRDs of testdata/realworld", files, err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			crd := readCRD(t, f)
			crd.Status.StoredVersions = []string{}
			for _, v := range crd.Spec.Versions {
				if v.Storage {
					crd.Status.StoredVersions = append(crd.Status.StoredVersions, v.Name)
				}
			}
			if errs := validation.ValidateCustomResourceDefinition(context.Background(), crd); len(errs) > 0 {
				t.Fatalf("got errors:\n%v\nwant none", errs.ToAggregate())
			}
			for _, v := range crd.Spec.Versions {
				s, err := schema.NewStructural(v.Schema.OpenAPIV3Schema)
				if err != nil {
					t.Fatal(err)
				}
				rules := countRules(s)
				if got := cel.NewValidator(s, true, apiservercel.PerCallLimit); (got != nil) != (rules > 0) {
					t.Errorf("%s: got validator %v for %d rules", v.Name, got != nil, rules)
				}
				t.Logf("%s %s: %d rules", crd.Name, v.Name, rules)
			}
		})
	}
}

func countRules(s *schema.Structural) int {
	if s == nil {
		return 0
	}
	n := len(s.XValidations) + countRules(s.Items)
	if s.AdditionalProperties != nil {
		n += countRules(s.AdditionalProperties.Structural)
	}
	for k := range s.Properties {
		p := s.Properties[k]
		n += countRules(&p)
	}
	return n
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func readCRD(t *testing.T, path string) *apiextensions.CustomResourceDefinition {
	t.Helper()
	var v1 apiextensionsv1.CustomResourceDefinition
	if err := yaml.UnmarshalStrict(mustRead(t, path), &v1); err != nil {
		t.Fatalf("decode: %v", err)
	}
	apiextensionsv1.SetObjectDefaults_CustomResourceDefinition(&v1)
	var crd apiextensions.CustomResourceDefinition
	if err := apiextensionsv1.Convert_v1_CustomResourceDefinition_To_apiextensions_CustomResourceDefinition(&v1, &crd, nil); err != nil {
		t.Fatalf("convert: %v", err)
	}
	return &crd
}
