package policy

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/audit/validation"
)

// LoadPolicyFromFile reads, decodes and validates the policy at path.
// Upstream: k8s.io/apiserver/pkg/audit/policy.LoadPolicyFromFile.
func LoadPolicyFromFile(path string) (*auditv1.Policy, error) {
	if path == "" {
		return nil, errors.New("file path not specified")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("failed to read audit policy file: %w", err)
	}
	p, err := LoadPolicyFromBytes(data)
	if err != nil {
		return nil, fmt.Errorf("audit policy file %s: %w", path, err)
	}
	return p, nil
}

// LoadPolicyFromBytes decodes a YAML or JSON policy strictly and
// validates it. Every error names its line.
// Upstream: k8s.io/apiserver/pkg/audit/policy.LoadPolicyFromBytes.
func LoadPolicyFromBytes(data []byte) (*auditv1.Policy, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("failed decoding: %w", err) // "yaml: line 3: ..."
	}
	if len(doc.Content) == 0 {
		return nil, errors.New("failed decoding: the policy is empty")
	}
	root := doc.Content[0]
	if errs := checkNode(root, policyShape, nil); len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	policy, err := decode(root)
	if err != nil {
		return nil, err
	}
	if err := checkTypeMeta(root, policy); err != nil {
		return nil, err
	}
	if errs := validation.ValidatePolicy(policy); len(errs) > 0 {
		return nil, withLines(root, errs)
	}
	if len(policy.Rules) == 0 {
		return nil, fmt.Errorf("line %d: loaded illegal policy with 0 rules", root.Line)
	}
	klog.V(4).InfoS("Load audit policy rules success", "policyCnt", len(policy.Rules))
	return policy, nil
}

// decode turns the checked node tree into a Policy through JSON, so the
// types' json tags (not yaml tags, which they lack) name the fields.
func decode(root *yaml.Node) (*auditv1.Policy, error) {
	var generic any
	if err := root.Decode(&generic); err != nil {
		return nil, fmt.Errorf("failed decoding: %w", err)
	}
	data, err := json.Marshal(generic)
	if err != nil {
		return nil, fmt.Errorf("failed decoding: %w", err)
	}
	policy := &auditv1.Policy{}
	if err := json.Unmarshal(data, policy); err != nil {
		return nil, fmt.Errorf("failed decoding: %w", err)
	}
	return policy, nil
}

// checkTypeMeta requires apiVersion audit.k8s.io/v1 and kind Policy.
func checkTypeMeta(root *yaml.Node, p *auditv1.Policy) error {
	want := auditv1.SchemeGroupVersion.String()
	if p.APIVersion != want {
		return fmt.Errorf("line %d: apiVersion: unknown group version %q in policy, want %q",
			lineOf(root, "apiVersion"), p.APIVersion, want)
	}
	if p.Kind != "Policy" {
		return fmt.Errorf("line %d: kind: %q is not Policy", lineOf(root, "kind"), p.Kind)
	}
	return nil
}

// withLines prefixes each validation error with the line of its field.
func withLines(root *yaml.Node, errs field.ErrorList) error {
	msgs := make([]string, len(errs))
	for i, e := range errs {
		msgs[i] = fmt.Sprintf("line %d: %v", lineOf(root, e.Field), e)
	}
	return fmt.Errorf("invalid audit policy: %s", strings.Join(msgs, "; "))
}
