package cel

import (
	"context"
	"testing"

	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
)

// BenchmarkValidate measures the rules of widgetSchema on one valid
// object, the validator compiled once; BenchmarkNewValidator measures
// that compilation, which happens once per CRD version.
func BenchmarkValidate(b *testing.B) {
	s := structuralFromYAML(b, widgetSchema)
	v := NewValidator(s, true, apiservercel.PerCallLimit)
	obj := objFromYAML(b, "apiVersion: x/v1\nkind: W\nmetadata: {name: a}\n"+
		`spec: {replicas: 2, minReplicas: 1, image: "nginx:1.27", name: web, ports: [{name: http, port: 80}], limits: {mem: 1Gi}, endpoint: "https://example.com", cidr: 10.0.0.0/8, version: v1.2, tags: [a, b]}`)
	for b.Loop() {
		if errs, _ := v.Validate(context.Background(), nil, obj, nil, apiservercel.RuntimeCELCostBudget); len(errs) > 0 {
			b.Fatal(errs)
		}
	}
}

func BenchmarkNewValidator(b *testing.B) {
	s := structuralFromYAML(b, widgetSchema)
	for b.Loop() {
		NewValidator(s, true, apiservercel.PerCallLimit)
	}
}
