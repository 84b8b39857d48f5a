package cel

import (
	"context"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
)

const widgetSchema = `
type: object
properties:
  apiVersion: {type: string}
  kind: {type: string}
  metadata: {type: object}
  spec:
    type: object
    x-kubernetes-validations:
    - rule: self.minReplicas <= self.replicas
      message: replicas must be at least minReplicas
      fieldPath: .replicas
    - rule: "!has(self.image) || self.image.endsWith(':latest') == false"
      messageExpression: "'image ' + self.image + ' must be pinned'"
      reason: FieldValueForbidden
    - rule: self.replicas >= oldSelf.replicas
      message: replicas cannot shrink
    properties:
      replicas: {type: integer}
      minReplicas: {type: integer}
      image: {type: string, maxLength: 100}
      name:
        type: string
        maxLength: 63
        x-kubernetes-validations:
        - rule: "!format.dns1123Label().validate(self).hasValue()"
          message: name must be a DNS label
      ports:
        type: array
        maxItems: 10
        x-kubernetes-list-type: map
        x-kubernetes-list-map-keys: [name]
        items:
          type: object
          required: [name]
          x-kubernetes-validations:
          - rule: self.port > 0 && self.port < 65536
            message: port out of range
          - rule: self.port == oldSelf.port
            message: port is immutable
          properties:
            name: {type: string, maxLength: 15}
            port: {type: integer}
      limits:
        type: object
        maxProperties: 5
        additionalProperties:
          type: string
          maxLength: 20
          x-kubernetes-validations:
          - rule: isQuantity(self) && quantity(self).isLessThan(quantity('10Gi'))
            message: must be a quantity under 10Gi
      endpoint:
        type: string
        maxLength: 200
        x-kubernetes-validations:
        - rule: isURL(self) && url(self).getScheme() == 'https'
          message: must be an https URL
      cidr:
        type: string
        maxLength: 50
        x-kubernetes-validations:
        - rule: isCIDR(self) && cidr(self).containsIP('10.0.0.1')
          message: must contain 10.0.0.1
      version:
        type: string
        maxLength: 30
        x-kubernetes-validations:
        - rule: isSemver(self, true) && semver(self, true).isGreaterThan(semver('1.0.0'))
          message: must be above 1.0.0
      tags:
        type: array
        maxItems: 10
        items: {type: string, maxLength: 10}
        x-kubernetes-validations:
        - rule: self.isSorted() && self.all(t, t.matches('^[a-z]+$'))
          message: tags must be sorted lowercase words
`

func TestValidate(t *testing.T) {
	s := structuralFromYAML(t, widgetSchema)
	v := NewValidator(s, true, apiservercel.PerCallLimit)
	if v == nil {
		t.Fatal("got no validator; want one")
	}
	base := "apiVersion: x/v1\nkind: W\nmetadata: {name: a}\n"
	tests := []struct {
		name     string
		obj, old string
		want     []string
	}{
		{name: "valid", obj: base + `spec: {replicas: 2, minReplicas: 1, image: "nginx:1.27", name: web, ports: [{name: http, port: 80}], limits: {mem: 1Gi}, endpoint: "https://example.com", cidr: 10.0.0.0/8, version: v1.2, tags: [a, b]}`},
		{name: "every rule broken", obj: base + `spec: {replicas: 1, minReplicas: 2, image: "nginx:latest", name: Web_1, ports: [{name: http, port: 0}], limits: {mem: 20Gi}, endpoint: "http://example.com", cidr: 192.168.0.0/16, version: "0.9.0", tags: [b, a]}`,
			want: []string{
				"spec.replicas: Invalid value: replicas must be at least minReplicas",
				"spec: Forbidden: image nginx:latest must be pinned",
				"spec.cidr: Invalid value: \"192.168.0.0/16\": must contain 10.0.0.1",
				"spec.endpoint: Invalid value: \"http://example.com\": must be an https URL",
				"spec.limits[mem]: Invalid value: \"20Gi\": must be a quantity under 10Gi",
				"spec.name: Invalid value: \"Web_1\": name must be a DNS label",
				"spec.ports[0]: Invalid value: port out of range",
				"spec.tags: Invalid value: tags must be sorted lowercase words",
				"spec.version: Invalid value: \"0.9.0\": must be above 1.0.0",
			}},
		{name: "transition rules on update", obj: base + `spec: {replicas: 1, minReplicas: 1, ports: [{name: http, port: 81}, {name: new, port: 9}]}`,
			old:  base + `spec: {replicas: 3, minReplicas: 1, ports: [{name: http, port: 80}]}`,
			want: []string{"spec: Invalid value: replicas cannot shrink", "spec.ports[0]: Invalid value: port is immutable"}},
		{name: "ratcheting: an unchanged invalid value is left alone", obj: base + `spec: {replicas: 3, minReplicas: 1, name: Bad_Name, tags: [b, a], image: "x:1"}`,
			old: base + `spec: {replicas: 3, minReplicas: 1, name: Bad_Name, tags: [b, a]}`},
		{name: "ratcheting: a changed invalid value is refused", obj: base + `spec: {replicas: 3, minReplicas: 1, name: Bad_Name2}`,
			old:  base + `spec: {replicas: 3, minReplicas: 1, name: Bad_Name}`,
			want: []string{`spec.name: Invalid value: "Bad_Name2": name must be a DNS label`}},
		{name: "runtime error: no such key", obj: base + `spec: {replicas: 1}`,
			want: []string{"spec: Invalid value: \"object\": no such key: minReplicas evaluating rule: replicas must be at least minReplicas"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var old interface{}
			if tt.old != "" {
				old = objFromYAML(t, tt.old)
			}
			errs, remaining := v.Validate(context.Background(), nil, objFromYAML(t, tt.obj), old, apiservercel.RuntimeCELCostBudget)
			if remaining < 0 {
				t.Errorf("got remaining budget %d; want >= 0", remaining)
			}
			if got, want := errorStrings(errs), strings.Join(tt.want, "\n"); got != want {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
		})
	}
}

func errorStrings(errs field.ErrorList) string {
	out := make([]string, len(errs))
	for i, e := range errs {
		out[i] = e.Error()
	}
	return strings.Join(out, "\n")
}

const edgeSchema = `
type: object
properties:
  spec:
    type: object
    properties:
      pattern:
        type: string
        maxLength: 20
        x-kubernetes-validations:
        - rule: "'abc'.matches(self)"
          message: must match abc
      port:
        x-kubernetes-int-or-string: true
        x-kubernetes-validations:
        - rule: "type(self) == int ? self > 0 : self.startsWith('http')"
          message: a positive port or a named one
      names:
        type: array
        maxItems: 100
        items: {type: string, maxLength: 10}
        x-kubernetes-validations:
        - rule: self.all(a, self.all(b, a == b || a != b))
          message: pairs
      owner:
        type: string
        maxLength: 10
        x-kubernetes-validations:
        - rule: "!oldSelf.hasValue() || oldSelf.value() == self"
          optionalOldSelf: true
          message: owner is immutable once set
        - rule: self != 'nobody'
          reason: FieldValueRequired
          message: an owner is required
        - rule: self != 'twin'
          reason: FieldValueDuplicate
        - rule: self != 'x'
          messageExpression: "''"
          message: the static message
      when:
        type: string
        format: date-time
        x-kubernetes-validations:
        - rule: self > timestamp('2020-01-01T00:00:00Z')
          message: must be after 2020
`

func TestValidateEdgeCases(t *testing.T) {
	s := structuralFromYAML(t, edgeSchema)
	tests := []struct {
		name         string
		obj, old     string
		perCallLimit uint64
		budget       int64
		want         []string
		wantNegative bool
	}{
		{name: "bad regex at run time", obj: `spec: {pattern: "["}`,
			want: []string{`spec.pattern: Invalid value: "string": error parsing regexp: missing closing ]: ` + "`[`" + ` evaluating rule: must match abc`}},
		{name: "int-or-string, both kinds", obj: `spec: {port: 8080}`},
		{name: "int-or-string, a bad string", obj: `spec: {port: "ftp"}`,
			want: []string{`spec.port: Invalid value: "ftp": a positive port or a named one`}},
		{name: "optionalOldSelf runs on create, oldSelf unset", obj: `spec: {owner: ann}`},
		{name: "optionalOldSelf on update", obj: `spec: {owner: bob}`, old: `spec: {owner: ann}`,
			want: []string{`spec.owner: Invalid value: "bob": owner is immutable once set`}},
		{name: "reasons", obj: `spec: {owner: nobody}`, want: []string{`spec.owner: Required value: an owner is required`}},
		{name: "duplicate", obj: `spec: {owner: twin}`, want: []string{`spec.owner: Duplicate value: "twin"`}},
		{name: "empty messageExpression falls back to message", obj: `spec: {owner: x}`,
			want: []string{`spec.owner: Invalid value: "x": the static message`}},
		{name: "date-time is a timestamp", obj: `spec: {when: "2019-05-01T00:00:00Z"}`,
			want: []string{`spec.when: Invalid value: "2019-05-01T00:00:00Z": must be after 2020`}},
		{name: "per-call cost limit", obj: `spec: {names: [a, b, c, d, e, f, g, h, i, j]}`, perCallLimit: 50,
			want:         []string{`spec.names: Invalid value: "array": 'operation cancelled: actual cost limit exceeded': no further validation rules will be run due to call cost exceeds limit for rule: pairs`},
			wantNegative: true},
		{name: "runtime budget per object", obj: `spec: {names: [a, b, c, d, e, f, g, h, i, j], owner: ann}`, budget: 20,
			want:         []string{`spec.names: Invalid value: "array": validation failed due to running out of cost budget, no further validation rules will be run`},
			wantNegative: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			limit := tt.perCallLimit
			if limit == 0 {
				limit = apiservercel.PerCallLimit
			}
			budget := tt.budget
			if budget == 0 {
				budget = apiservercel.RuntimeCELCostBudget
			}
			v := NewValidator(s, true, limit)
			var old interface{}
			if tt.old != "" {
				old = objFromYAML(t, tt.old)
			}
			errs, remaining := v.Validate(context.Background(), nil, objFromYAML(t, tt.obj), old, budget)
			if got, want := errorStrings(errs), strings.Join(tt.want, "\n"); got != want {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
			if (remaining < 0) != tt.wantNegative {
				t.Errorf("got remaining budget %d; want negative: %v", remaining, tt.wantNegative)
			}
		})
	}
}

// TestRuntimeCostLimit mirrors upstream's e2e test "MUST fail create of a
// custom resource that exceeds the runtime cost limit for
// x-kubernetes-validations rule execution": a rule the static estimate
// lets through (maxItems bounds it under the per-rule budget) that runs
// over the per-call limit on a full list.
func TestRuntimeCostLimit(t *testing.T) {
	s := structuralFromYAML(t, `
type: object
properties:
  spec:
    type: object
    x-kubernetes-validations:
    - rule: self.largeArray.all(x, self.largeArray.all(y, y == x))
    properties:
      largeArray: {type: array, maxItems: 725, items: {type: integer}}
`)
	v := NewValidator(s, true, apiservercel.PerCallLimit)
	items := make([]interface{}, 725)
	for i := range items {
		items[i] = int64(20)
	}
	errs, remaining := v.Validate(context.Background(), nil, map[string]interface{}{"spec": map[string]interface{}{"largeArray": items}}, nil, apiservercel.RuntimeCELCostBudget)
	if len(errs) != 1 || !strings.Contains(errs[0].Error(), "call cost exceeds limit") || remaining >= 0 {
		t.Errorf("got %v, remaining %d; want one error with 'call cost exceeds limit' and a negative budget", errs, remaining)
	}
	items = items[:100]
	if errs, _ := v.Validate(context.Background(), nil, map[string]interface{}{"spec": map[string]interface{}{"largeArray": items}}, nil, apiservercel.RuntimeCELCostBudget); len(errs) != 0 {
		t.Errorf("100 items: got %v; want none", errs)
	}
}

// TestListEquality: lists of type set and map are equal in any order,
// atomic lists only in the same order, as upstream.
func TestListEquality(t *testing.T) {
	s := structuralFromYAML(t, `
type: object
properties:
  spec:
    type: object
    x-kubernetes-validations:
    - rule: self.set == oldSelf.set
      message: set changed
    - rule: self.ports == oldSelf.ports
      message: ports changed
    - rule: self.atomic == oldSelf.atomic
      message: atomic changed
    properties:
      set: {type: array, maxItems: 5, x-kubernetes-list-type: set, items: {type: string, maxLength: 5}}
      atomic: {type: array, maxItems: 5, items: {type: string, maxLength: 5}}
      ports:
        type: array
        maxItems: 5
        x-kubernetes-list-type: map
        x-kubernetes-list-map-keys: [name]
        items: {type: object, properties: {name: {type: string, maxLength: 5}, port: {type: integer}}}
`)
	v := NewValidator(s, true, apiservercel.PerCallLimit)
	old := objFromYAML(t, `spec: {set: [a, b], atomic: [a, b], ports: [{name: x, port: 1}, {name: y, port: 2}]}`)
	for _, tt := range []struct {
		obj  string
		want string
	}{
		{`spec: {set: [b, a], atomic: [a, b], ports: [{name: y, port: 2}, {name: x, port: 1}]}`, ""},
		{`spec: {set: [a, b], atomic: [b, a], ports: [{name: x, port: 1}, {name: y, port: 2}]}`, "spec: Invalid value: atomic changed"},
		{`spec: {set: [a, c], atomic: [a, b], ports: [{name: x, port: 1}, {name: y, port: 3}]}`, "spec: Invalid value: set changed\nspec: Invalid value: ports changed"},
	} {
		errs, _ := v.Validate(context.Background(), nil, objFromYAML(t, tt.obj), old, apiservercel.RuntimeCELCostBudget)
		if got := errorStrings(errs); got != tt.want {
			t.Errorf("%s: got %q; want %q", tt.obj, got, tt.want)
		}
	}
}
