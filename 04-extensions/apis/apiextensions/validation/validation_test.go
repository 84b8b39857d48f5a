package validation

import (
	"context"
	"reflect"
	"strings"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
)

func ptr[T any](v T) *T { return &v }

// validCRD is a CRD every rule accepts; each case breaks one thing.
func validCRD() *apiextensions.CustomResourceDefinition {
	return &apiextensions.CustomResourceDefinition{
		ObjectMeta: metav1.ObjectMeta{Name: "crontabs.stable.example.com", ResourceVersion: "1"},
		Spec: apiextensions.CustomResourceDefinitionSpec{
			Group: "stable.example.com",
			Scope: apiextensions.NamespaceScoped,
			Names: apiextensions.CustomResourceDefinitionNames{
				Plural: "crontabs", Singular: "crontab", Kind: "CronTab", ListKind: "CronTabList", ShortNames: []string{"ct"},
			},
			Versions: []apiextensions.CustomResourceDefinitionVersion{{
				Name: "v1", Served: true, Storage: true,
				Schema: &apiextensions.CustomResourceValidation{OpenAPIV3Schema: &apiextensions.JSONSchemaProps{
					Type: "object",
					Properties: map[string]apiextensions.JSONSchemaProps{
						"spec": {Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{
							"cronSpec": {Type: "string"},
							"replicas": {Type: "integer"},
						}},
						"status": {Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{
							"replicas": {Type: "integer"},
						}},
					},
				}},
				Subresources: &apiextensions.CustomResourceSubresources{
					Status: &apiextensions.CustomResourceSubresourceStatus{},
					Scale:  &apiextensions.CustomResourceSubresourceScale{SpecReplicasPath: ".spec.replicas", StatusReplicasPath: ".status.replicas"},
				},
				AdditionalPrinterColumns: []apiextensions.CustomResourceColumnDefinition{{Name: "Spec", Type: "string", JSONPath: ".spec.cronSpec"}},
				SelectableFields:         []apiextensions.SelectableField{{JSONPath: ".spec.cronSpec"}},
			}},
			Conversion: &apiextensions.CustomResourceConversion{Strategy: apiextensions.NoneConverter},
		},
		Status: apiextensions.CustomResourceDefinitionStatus{StoredVersions: []string{"v1"}},
	}
}

// fieldsOf lists "type field" of each error, in order.
func fieldsOf(errs field.ErrorList) []string {
	var out []string
	for _, e := range errs {
		out = append(out, string(e.Type)+" "+e.Field)
	}
	return out
}

func TestValidateCustomResourceDefinition(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*apiextensions.CustomResourceDefinition)
		want   []string // "type field" of each error
		detail string   // a substring of the first error's detail
	}{
		{name: "valid", mutate: func(*apiextensions.CustomResourceDefinition) {}},
		{name: "name not plural.group", mutate: func(c *apiextensions.CustomResourceDefinition) { c.Name = "crontab.stable.example.com" },
			want: []string{"FieldValueInvalid metadata.name"}, detail: `must be spec.names.plural+"."+spec.group`},
		{name: "group without dot", mutate: func(c *apiextensions.CustomResourceDefinition) { c.Spec.Group = "example"; c.Name = "crontabs.example" },
			want: []string{"FieldValueInvalid spec.group"}, detail: "should be a domain with at least one dot"},
		{name: "bad scope", mutate: func(c *apiextensions.CustomResourceDefinition) { c.Spec.Scope = "Global" },
			want: []string{"FieldValueNotSupported spec.scope"}},
		{name: "missing scope", mutate: func(c *apiextensions.CustomResourceDefinition) { c.Spec.Scope = "" },
			want: []string{"FieldValueRequired spec.scope"}},
		{name: "uppercase plural", mutate: func(c *apiextensions.CustomResourceDefinition) {
			c.Spec.Names.Plural = "CronTabs"
			c.Name = "CronTabs.stable.example.com"
		}, want: []string{"FieldValueInvalid metadata.name", "FieldValueInvalid spec.names.plural"}},
		{name: "missing singular and listKind", mutate: func(c *apiextensions.CustomResourceDefinition) {
			c.Spec.Names.Singular, c.Spec.Names.ListKind = "", ""
		}, want: []string{"FieldValueRequired spec.names.singular", "FieldValueRequired spec.names.listKind"}},
		{name: "listKind equals kind", mutate: func(c *apiextensions.CustomResourceDefinition) { c.Spec.Names.ListKind = "CronTab" },
			want: []string{"FieldValueInvalid spec.names.listKind"}, detail: "kind and listKind may not be the same"},
		{name: "bad short name", mutate: func(c *apiextensions.CustomResourceDefinition) { c.Spec.Names.ShortNames = []string{"c_t"} },
			want: []string{"FieldValueInvalid spec.names.shortNames[0]"}},
		{name: "no versions", mutate: func(c *apiextensions.CustomResourceDefinition) { c.Spec.Versions = nil },
			want: []string{"FieldValueRequired spec.versions", "FieldValueInvalid spec.versions", "FieldValueInvalid status.storedVersions[0]"}},
		{name: "two storage versions", mutate: func(c *apiextensions.CustomResourceDefinition) {
			v2 := c.Spec.Versions[0]
			v2.Name = "v2"
			c.Spec.Versions = append(c.Spec.Versions, v2)
			c.Status.StoredVersions = []string{"v1", "v2"}
		}, want: []string{"FieldValueInvalid spec.versions"}, detail: "must have exactly one version marked as storage version"},
		{name: "duplicate version names", mutate: func(c *apiextensions.CustomResourceDefinition) {
			v := c.Spec.Versions[0]
			v.Storage = false
			c.Spec.Versions = append(c.Spec.Versions, v)
		}, want: []string{"FieldValueInvalid spec.versions"}, detail: "must contain unique version names"},
		{name: "bad version name", mutate: func(c *apiextensions.CustomResourceDefinition) {
			c.Spec.Versions[0].Name = "V1"
			c.Status.StoredVersions = []string{"V1"}
		}, want: []string{"FieldValueInvalid spec.versions[0].name"}},
		{name: "no schema", mutate: func(c *apiextensions.CustomResourceDefinition) {
			c.Spec.Versions[0].Schema = nil
			c.Spec.Versions[0].SelectableFields = nil
		}, want: []string{"FieldValueRequired spec.versions[0].schema.openAPIV3Schema"}, detail: "schemas are required"},
		{name: "root not object", mutate: func(c *apiextensions.CustomResourceDefinition) {
			c.Spec.Versions[0].Schema.OpenAPIV3Schema = &apiextensions.JSONSchemaProps{Type: "string"}
			c.Spec.Versions[0].SelectableFields = nil
		}, want: []string{"FieldValueInvalid spec.versions[0].schema.openAPIV3Schema.type"}},
		{name: "field without type", mutate: func(c *apiextensions.CustomResourceDefinition) {
			c.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["extra"] = apiextensions.JSONSchemaProps{}
		}, want: []string{"FieldValueRequired spec.versions[0].schema.openAPIV3Schema.properties[extra].type"}},
		{name: "preserveUnknownFields", mutate: func(c *apiextensions.CustomResourceDefinition) { c.Spec.PreserveUnknownFields = true },
			want: []string{"FieldValueInvalid spec.preserveUnknownFields"}, detail: "cannot set to true"},
		{name: "column type", mutate: func(c *apiextensions.CustomResourceDefinition) {
			c.Spec.Versions[0].AdditionalPrinterColumns[0].Type = "text"
		}, want: []string{"FieldValueInvalid spec.versions[0].additionalPrinterColumns[0].type"}},
		{name: "column name and path", mutate: func(c *apiextensions.CustomResourceDefinition) {
			c.Spec.Versions[0].AdditionalPrinterColumns[0].Name = ""
			c.Spec.Versions[0].AdditionalPrinterColumns[0].JSONPath = "spec.cronSpec"
		}, want: []string{"FieldValueRequired spec.versions[0].additionalPrinterColumns[0].name", "FieldValueInvalid spec.versions[0].additionalPrinterColumns[0].JSONPath"}},
		{name: "column format", mutate: func(c *apiextensions.CustomResourceDefinition) {
			c.Spec.Versions[0].AdditionalPrinterColumns[0].Format = "uuid"
		}, want: []string{"FieldValueInvalid spec.versions[0].additionalPrinterColumns[0].format"}},
		{name: "scale paths", mutate: func(c *apiextensions.CustomResourceDefinition) {
			s := c.Spec.Versions[0].Subresources.Scale
			s.SpecReplicasPath = ".status.replicas"
			s.StatusReplicasPath = ""
			s.LabelSelectorPath = ptr(".metadata.labels")
		}, want: []string{
			"FieldValueInvalid spec.versions[0].subresources.scale.specReplicasPath",
			"FieldValueRequired spec.versions[0].subresources.scale.statusReplicasPath",
			"FieldValueInvalid spec.versions[0].subresources.scale.labelSelectorPath",
		}},
		{name: "selectable field unknown", mutate: func(c *apiextensions.CustomResourceDefinition) {
			c.Spec.Versions[0].SelectableFields = []apiextensions.SelectableField{{JSONPath: ".spec.nope"}}
		}, want: []string{"FieldValueInvalid spec.versions[0].selectableFields[0].jsonPath"}, detail: "is an invalid path"},
		{name: "selectable field of type object", mutate: func(c *apiextensions.CustomResourceDefinition) {
			c.Spec.Versions[0].SelectableFields = []apiextensions.SelectableField{{JSONPath: ".spec"}, {JSONPath: ".spec"}}
		}, want: []string{
			"FieldValueInvalid spec.versions[0].selectableFields[0].jsonPath",
			"FieldValueInvalid spec.versions[0].selectableFields[1].jsonPath",
			"FieldValueDuplicate spec.versions[0].selectableFields[1].jsonPath",
		}},
		{name: "webhook conversion", mutate: func(c *apiextensions.CustomResourceDefinition) {
			c.Spec.Conversion = &apiextensions.CustomResourceConversion{Strategy: apiextensions.WebhookConverter, Webhook: &apiextensions.WebhookConversion{}}
		}, want: []string{"FieldValueInvalid spec.conversion.strategy"}, detail: "webhook conversion is not supported"},
		{name: "unknown conversion", mutate: func(c *apiextensions.CustomResourceDefinition) {
			c.Spec.Conversion.Strategy = "Magic"
		}, want: []string{"FieldValueNotSupported spec.conversion.strategy"}},
		{name: "deprecation warning without deprecated", mutate: func(c *apiextensions.CustomResourceDefinition) {
			c.Spec.Versions[0].DeprecationWarning = ptr("old")
		}, want: []string{"FieldValueInvalid spec.versions[0].deprecationWarning"}},
		{name: "stored versions missing storage", mutate: func(c *apiextensions.CustomResourceDefinition) {
			c.Status.StoredVersions = []string{"v0"}
		}, want: []string{"FieldValueInvalid status.storedVersions", "FieldValueInvalid status.storedVersions[0]"}, detail: "must have the storage version v1"},
		{name: "no stored versions", mutate: func(c *apiextensions.CustomResourceDefinition) { c.Status.StoredVersions = nil },
			want: []string{"FieldValueInvalid status.storedVersions"}, detail: "must have at least one stored version"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			crd := validCRD()
			tt.mutate(crd)
			errs := ValidateCustomResourceDefinition(context.Background(), crd)
			if got := fieldsOf(errs); !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("errors = %v; want %v\n%v", got, tt.want, errs)
			}
			if tt.detail != "" && !strings.Contains(errs[0].Detail, tt.detail) {
				t.Errorf("detail = %q; want it to contain %q", errs[0].Detail, tt.detail)
			}
		})
	}
}

func TestValidateCustomResourceDefinitionUpdate(t *testing.T) {
	established := validCRD()
	apiextensions.SetCRDCondition(established, apiextensions.CustomResourceDefinitionCondition{
		Type: apiextensions.Established, Status: apiextensions.ConditionTrue,
	})
	tests := []struct {
		name   string
		old    *apiextensions.CustomResourceDefinition
		mutate func(*apiextensions.CustomResourceDefinition)
		want   []string
	}{
		{name: "unchanged", old: validCRD(), mutate: func(*apiextensions.CustomResourceDefinition) {}},
		{name: "add a version", old: validCRD(), mutate: func(c *apiextensions.CustomResourceDefinition) {
			v2 := c.Spec.Versions[0]
			v2.Name, v2.Storage = "v2", false
			c.Spec.Versions = append(c.Spec.Versions, v2)
		}},
		{name: "group of an established CRD", old: established, mutate: func(c *apiextensions.CustomResourceDefinition) {
			c.Spec.Group = "other.example.com"
		}, want: []string{"FieldValueInvalid spec.group"}},
		{name: "name", old: validCRD(), mutate: func(c *apiextensions.CustomResourceDefinition) {
			c.Name = "crontabs.other.example.com"
			c.Spec.Group = "other.example.com"
		}, want: []string{"FieldValueInvalid metadata.name"}},
		{name: "drop a stored version", old: validCRD(), mutate: func(c *apiextensions.CustomResourceDefinition) {
			c.Spec.Versions[0].Name = "v2"
		}, want: []string{"FieldValueInvalid status.storedVersions", "FieldValueInvalid status.storedVersions[0]"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			crd := tt.old.DeepCopy()
			tt.mutate(crd)
			errs := ValidateCustomResourceDefinitionUpdate(context.Background(), crd, tt.old)
			if got := fieldsOf(errs); !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("errors = %v; want %v\n%v", got, tt.want, errs)
			}
		})
	}
}

func TestValidateUpdateCustomResourceDefinitionStatus(t *testing.T) {
	old := validCRD()
	crd := old.DeepCopy()
	crd.Status.AcceptedNames = apiextensions.CustomResourceDefinitionNames{Plural: "Bad_Plural", Kind: "CronTab"}
	errs := ValidateUpdateCustomResourceDefinitionStatus(crd, old)
	if got, want := fieldsOf(errs), []string{"FieldValueInvalid status.acceptedNames.plural"}; !reflect.DeepEqual(got, want) {
		t.Errorf("errors = %v; want %v", got, want)
	}
}
