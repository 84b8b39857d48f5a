package field

import "testing"

func TestPathString(t *testing.T) {
	tests := []struct {
		path *Path
		want string
	}{
		{NewPath("metadata", "name"), "metadata.name"},
		{NewPath("spec").Child("template", "spec").Child("containers").Index(0).Child("name"), "spec.template.spec.containers[0].name"},
		{NewPath("metadata").Child("labels").Key("app"), "metadata.labels[app]"},
		{nil, "<nil>"},
	}
	for _, tt := range tests {
		if got := tt.path.String(); got != tt.want {
			t.Errorf("got %q; want %q", got, tt.want)
		}
	}
}

func TestErrorMessages(t *testing.T) {
	p := NewPath("spec", "replicas")
	seven := int32(-7)
	tests := []struct {
		err  *Error
		want string
	}{
		{Required(NewPath("metadata", "name"), "name or generateName is required"), "metadata.name: Required value: name or generateName is required"},
		{Invalid(p, &seven, "must be greater than or equal to 0"), "spec.replicas: Invalid value: -7: must be greater than or equal to 0"},
		{Invalid(NewPath("metadata", "name"), "Web", "a lowercase RFC 1123 subdomain"), `metadata.name: Invalid value: "Web": a lowercase RFC 1123 subdomain`},
		{NotSupported(NewPath("spec", "restartPolicy"), "Sometimes", []string{"Always", "Never"}), `spec.restartPolicy: Unsupported value: "Sometimes": supported values: "Always", "Never"`},
		{Duplicate(NewPath("spec", "containers").Index(1).Child("name"), "web"), `spec.containers[1].name: Duplicate value: "web"`},
		{Forbidden(NewPath("spec", "selector"), "field is immutable"), "spec.selector: Forbidden: field is immutable"},
		{Invalid(p, nil, "x"), "spec.replicas: Invalid value: null: x"},
		{Invalid(NewPath("status", "conditions"), OmitValueType{}, "cannot disable the terminal Complete=True condition"), "status.conditions: Invalid value: cannot disable the terminal Complete=True condition"},
	}
	for _, tt := range tests {
		if got := tt.err.Error(); got != tt.want {
			t.Errorf("got %q; want %q", got, tt.want)
		}
	}
}

func TestToAggregate(t *testing.T) {
	if (ErrorList{}).ToAggregate() != nil {
		t.Errorf("empty list: got non-nil")
	}
	one := ErrorList{Required(NewPath("a"), "")}
	if got := one.ToAggregate().Error(); got != "a: Required value" {
		t.Errorf("got %q", got)
	}
	two := ErrorList{Required(NewPath("a"), ""), Required(NewPath("b"), ""), Required(NewPath("a"), "")}
	if got, want := two.ToAggregate().Error(), "[a: Required value, b: Required value]"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}
}
