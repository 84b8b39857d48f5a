package v1

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
)

func TestLabelSelectorAsSelector(t *testing.T) {
	tests := []struct {
		name    string
		in      *LabelSelector
		want    string
		wantErr string
		matches labels.Set
	}{
		{name: "nil matches nothing", in: nil, want: "", matches: nil},
		{name: "empty matches everything", in: &LabelSelector{}, want: "", matches: labels.Set{"any": "x"}},
		{name: "labels and expressions", in: &LabelSelector{
			MatchLabels: map[string]string{"app": "web", "tier": "front"},
			MatchExpressions: []LabelSelectorRequirement{
				{Key: "env", Operator: LabelSelectorOpIn, Values: []string{"prod", "dev"}},
				{Key: "canary", Operator: LabelSelectorOpDoesNotExist},
				{Key: "zone", Operator: LabelSelectorOpNotIn, Values: []string{"a"}},
				{Key: "owner", Operator: LabelSelectorOpExists},
			},
		}, want: "app=web,!canary,env in (dev,prod),owner,tier=front,zone notin (a)",
			matches: labels.Set{"app": "web", "tier": "front", "env": "dev", "owner": "me"}},
		{name: "bad operator", in: &LabelSelector{MatchExpressions: []LabelSelectorRequirement{{Key: "a", Operator: "Seriously"}}},
			wantErr: `"Seriously" is not a valid label selector operator`},
		{name: "in without values", in: &LabelSelector{MatchExpressions: []LabelSelectorRequirement{{Key: "name", Operator: LabelSelectorOpIn, Values: []string{}}}},
			wantErr: "values: Invalid value: []string(nil): for 'in', 'notin' operators, values set can't be empty"},
		{name: "bad label value", in: &LabelSelector{MatchLabels: map[string]string{"a": "b c"}},
			wantErr: `values[0][a]: Invalid value: "b c": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := LabelSelectorAsSelector(tt.in)
			if tt.wantErr != "" {
				if err == nil || err.Error() != tt.wantErr {
					t.Fatalf("error = %v; want %s", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := s.String(); got != tt.want {
				t.Errorf("String() = %q; want %q", got, tt.want)
			}
			if got, want := s.Matches(tt.matches), tt.matches != nil; got != want {
				t.Errorf("Matches(%v) = %v; want %v", tt.matches, got, want)
			}
		})
	}
}

func TestLabelSelectorAsMap(t *testing.T) {
	got, err := LabelSelectorAsMap(&LabelSelector{
		MatchLabels:      map[string]string{"a": "1"},
		MatchExpressions: []LabelSelectorRequirement{{Key: "b", Operator: LabelSelectorOpIn, Values: []string{"2"}}},
	})
	if err != nil || !reflect.DeepEqual(got, map[string]string{"a": "1", "b": "2"}) {
		t.Errorf("LabelSelectorAsMap = %v, %v; want a=1,b=2", got, err)
	}
	_, err = LabelSelectorAsMap(&LabelSelector{MatchExpressions: []LabelSelectorRequirement{{Key: "b", Operator: LabelSelectorOpExists}}})
	if want := `operator "Exists" cannot be converted into the old label selector format`; err == nil || err.Error() != want {
		t.Errorf("error = %v; want %s", err, want)
	}
}

func TestParseToLabelSelector(t *testing.T) {
	got, err := ParseToLabelSelector("app=web,env in (prod,dev),!canary")
	if err != nil {
		t.Fatal(err)
	}
	want := &LabelSelector{
		MatchLabels: map[string]string{"app": "web"},
		MatchExpressions: []LabelSelectorRequirement{
			{Key: "canary", Operator: LabelSelectorOpDoesNotExist, Values: []string{}},
			{Key: "env", Operator: LabelSelectorOpIn, Values: []string{"dev", "prod"}},
		},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ParseToLabelSelector = %+v; want %+v", got, want)
	}
	if _, err := ParseToLabelSelector("x>1"); err == nil || err.Error() != `"gt" isn't supported in label selectors` {
		t.Errorf("ParseToLabelSelector(x>1) error = %v", err)
	}
}

func TestSelectorHelpers(t *testing.T) {
	if got := FormatLabelSelector(&LabelSelector{}); got != "<none>" {
		t.Errorf("FormatLabelSelector(empty) = %q; want <none>", got)
	}
	if got := FormatLabelSelector(&LabelSelector{MatchExpressions: []LabelSelectorRequirement{{Key: "a", Operator: "x"}}}); got != "<error>" {
		t.Errorf("FormatLabelSelector(bad) = %q; want <error>", got)
	}
	if got := SetAsLabelSelector(labels.Set{"a": "b"}); !reflect.DeepEqual(got.MatchLabels, map[string]string{"a": "b"}) {
		t.Errorf("SetAsLabelSelector = %+v", got)
	}
	if got := SingleObject(ObjectMeta{Name: "web", ResourceVersion: "5"}); got.FieldSelector != "metadata.name=web" || got.ResourceVersion != "5" {
		t.Errorf("SingleObject = %+v", got)
	}
	var m ObjectMeta
	SetMetaDataLabel(&m, "l", "1")
	SetMetaDataAnnotation(&m, "a", "2")
	if !HasLabel(m, "l") || !HasAnnotation(m, "a") || HasLabel(m, "a") {
		t.Errorf("label and annotation helpers: %+v", m)
	}
}

func TestControllerRef(t *testing.T) {
	owner := &ObjectMeta{Name: "rs", UID: "u1"}
	ref := NewControllerRef(owner, SchemeGroupVersion.WithKind("Thing"))
	child := &ObjectMeta{OwnerReferences: []OwnerReference{{Name: "other", UID: "u0"}, *ref}}
	if !IsControlledBy(child, owner) {
		t.Errorf("IsControlledBy = false; want true")
	}
	got := GetControllerOf(child)
	if got == nil || got.Name != "rs" || got.APIVersion != "meta.k8s.io/v1" || got.Controller == child.OwnerReferences[1].Controller {
		t.Errorf("GetControllerOf = %+v; want a copy of the rs reference", got)
	}
}

func ExampleLabelSelectorAsSelector() {
	var ls LabelSelector
	_ = json.Unmarshal([]byte(`{"matchLabels":{"app":"web"},"matchExpressions":[{"key":"env","operator":"In","values":["prod","staging"]}]}`), &ls)
	s, err := LabelSelectorAsSelector(&ls)
	if err != nil {
		panic(err)
	}
	fmt.Println(s.String())
	fmt.Println(s.Matches(labels.Set{"app": "web", "env": "prod"}))
	// Output:
	// app=web,env in (prod,staging)
	// true
}

func ExampleStatus() {
	status := &Status{
		TypeMeta: TypeMeta{Kind: "Status", APIVersion: "v1"},
		Status:   StatusFailure,
		Message:  `configmaps "does-not-exist" not found`,
		Reason:   StatusReasonNotFound,
		Details:  &StatusDetails{Name: "does-not-exist", Kind: "configmaps"},
		Code:     404,
	}
	b, _ := json.Marshal(status)
	fmt.Println(string(b))
	// Output:
	// {"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"configmaps \"does-not-exist\" not found","reason":"NotFound","details":{"name":"does-not-exist","kind":"configmaps"},"code":404}
}
