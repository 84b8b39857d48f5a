package validation

import (
	"context"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
)

// TestValidateRules: a CRD's CEL rules are checked when it is written:
// fields, compilation, the result type, oldSelf where it has no meaning,
// and the per-rule and per-CRD cost budgets, with upstream's messages.
func TestValidateRules(t *testing.T) {
	unboundedStrings := apiextensions.JSONSchemaProps{Type: "array", Items: &apiextensions.JSONSchemaPropsOrArray{Schema: &apiextensions.JSONSchemaProps{Type: "string"}}}
	boundedStrings := apiextensions.JSONSchemaProps{Type: "array", MaxItems: ptr(int64(10)), Items: &apiextensions.JSONSchemaPropsOrArray{Schema: &apiextensions.JSONSchemaProps{Type: "string", MaxLength: ptr(int64(10))}}}
	atomicList := apiextensions.JSONSchemaProps{Type: "array", MaxItems: ptr(int64(10)), Items: &apiextensions.JSONSchemaPropsOrArray{Schema: &apiextensions.JSONSchemaProps{
		Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{"a": {Type: "integer"}},
		XValidations: apiextensions.ValidationRules{{Rule: "self.a == oldSelf.a"}},
	}}}
	reason := apiextensions.FieldValueErrorReason("Bogus")
	const spec = "spec.versions[0].schema.openAPIV3Schema.properties[spec]"
	tests := []struct {
		name  string
		rules apiextensions.ValidationRules
		extra map[string]apiextensions.JSONSchemaProps
		want  []string // substrings of the errors, in order
	}{
		{name: "valid rules", rules: apiextensions.ValidationRules{
			{Rule: "self.replicas >= 0", Message: "replicas must not be negative"},
			{Rule: "self.replicas >= oldSelf.replicas", FieldPath: ".replicas", Reason: ptr(apiextensions.FieldValueForbidden)},
			{Rule: "self.bounded.all(a, self.bounded.all(b, a == b || a != b))"},
			// upstream's e2e: estimated within the budget thanks to maxItems
			{Rule: "self.largeArray.all(x, self.largeArray.all(y, y == x))"},
			{Rule: "!oldSelf.hasValue() || self.cronSpec == oldSelf.value().cronSpec", OptionalOldSelf: ptr(true), MessageExpression: "'cronSpec is ' + self.cronSpec"},
		}, extra: map[string]apiextensions.JSONSchemaProps{"bounded": boundedStrings, "largeArray": {Type: "array", MaxItems: ptr(int64(725)),
			Items: &apiextensions.JSONSchemaPropsOrArray{Schema: &apiextensions.JSONSchemaProps{Type: "integer"}}}}},
		{name: "does not compile", rules: apiextensions.ValidationRules{{Rule: "self.replica > 1"}},
			want: []string{spec + ".x-kubernetes-validations[0].rule: Invalid value: ", "compilation failed: ERROR: <input>:1:5: undefined field 'replica'"}},
		{name: "not a bool", rules: apiextensions.ValidationRules{{Rule: "self.replicas + 1"}},
			want: []string{spec + ".x-kubernetes-validations[0].rule: Invalid value: ", "cel expression must evaluate to a bool"}},
		{name: "messageExpression not a string", rules: apiextensions.ValidationRules{{Rule: "true", MessageExpression: "1"}},
			want: []string{spec + ".x-kubernetes-validations[0].messageExpression: Invalid value: ", "messageExpression must evaluate to a string"}},
		{name: "rule fields", rules: apiextensions.ValidationRules{
			{Rule: " "},
			{Rule: "true", Message: "two\nlines"},
			{Rule: "true", Reason: &reason, FieldPath: ".nosuch"},
		}, want: []string{
			spec + ".x-kubernetes-validations[0].rule: Required value: rule is not specified",
			spec + ".x-kubernetes-validations[1].message: Invalid value: \"two\\nlines\": must not contain line breaks",
			spec + `.x-kubernetes-validations[2].reason: Unsupported value: "Bogus": supported values: "FieldValueDuplicate", "FieldValueForbidden", "FieldValueInvalid", "FieldValueRequired"`,
			spec + `.x-kubernetes-validations[2].fieldPath: Invalid value: ".nosuch": must be a valid path`,
		}},
		{name: "optionalOldSelf without oldSelf", rules: apiextensions.ValidationRules{{Rule: "true", OptionalOldSelf: ptr(true)}},
			want: []string{spec + ".x-kubernetes-validations[0].optionalOldSelf: Invalid value: true: may not be set if oldSelf is not used in rule"}},
		{name: "unbounded list walked twice", rules: apiextensions.ValidationRules{{Rule: "self.names.all(a, self.names.all(b, a == b || a != b))"}},
			extra: map[string]apiextensions.JSONSchemaProps{"names": unboundedStrings},
			want: []string{
				spec + ".x-kubernetes-validations[0].rule: Forbidden: estimated rule cost exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)",
				spec + ".x-kubernetes-validations[0].rule: Forbidden: contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema",
				"spec.versions[0].schema.openAPIV3Schema: Forbidden: x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema exceeds budget by factor of more than 100x",
			}},
		{name: "oldSelf on items of a list that is not a map", extra: map[string]apiextensions.JSONSchemaProps{"items": atomicList},
			want: []string{spec + `.properties[items].items.x-kubernetes-validations[0].rule: Invalid value: "self.a == oldSelf.a": oldSelf cannot be used on the uncorrelatable portion of the schema within spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[items]`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			crd := validCRD()
			specSchema := crd.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"]
			specSchema.XValidations = tt.rules
			for k, v := range tt.extra {
				specSchema.Properties[k] = v
			}
			crd.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"] = specSchema
			errs := ValidateCustomResourceDefinition(context.Background(), crd)
			var got []string
			for _, e := range errs {
				got = append(got, e.Error())
			}
			if len(tt.want) == 0 {
				if len(got) > 0 {
					t.Fatalf("got errors:\n%s\nwant none", strings.Join(got, "\n"))
				}
				return
			}
			all := strings.Join(got, "\n")
			pos := 0
			for _, w := range tt.want {
				i := strings.Index(all[pos:], w)
				if i < 0 {
					t.Fatalf("got\n%s\nwant, in order, %q", all, w)
				}
				pos += i + len(w)
			}
		})
	}
}

// TestPreexistingExpressions: on update, a rule the old CRD already had
// compiles in the stored-expressions environment (v1.37: lists.includes),
// a new one in the new-expressions environment (v1.36: no includes).
func TestPreexistingExpressions(t *testing.T) {
	withRule := func(rule string) *apiextensions.CustomResourceDefinition {
		crd := validCRD()
		spec := crd.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"]
		spec.Properties["tags"] = apiextensions.JSONSchemaProps{Type: "array", MaxItems: ptr(int64(5)),
			Items: &apiextensions.JSONSchemaPropsOrArray{Schema: &apiextensions.JSONSchemaProps{Type: "string", MaxLength: ptr(int64(5))}}}
		spec.XValidations = apiextensions.ValidationRules{{Rule: rule}}
		crd.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"] = spec
		return crd
	}
	const stored = "!self.tags.includes('x')"
	if errs := ValidateCustomResourceDefinition(context.Background(), withRule(stored)); len(errs) == 0 {
		t.Errorf("create with %s: got no error; want includes undeclared at the v1.36 compatibility version", stored)
	}
	old := withRule(stored)
	if errs := ValidateCustomResourceDefinitionUpdate(context.Background(), withRule(stored), old); len(errs) > 0 {
		t.Errorf("update keeping %s: got %v; want no error", stored, errs)
	}
	if errs := ValidateCustomResourceDefinitionUpdate(context.Background(), withRule("self.tags.includes('y')"), old); len(errs) == 0 {
		t.Errorf("update adding a new includes rule: got no error; want includes undeclared")
	}
}
