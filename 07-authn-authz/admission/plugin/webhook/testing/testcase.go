package testing

import (
	"encoding/pem"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install" // into legacyscheme
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// certPEM encodes a DER certificate.
func certPEM(der []byte) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})
}

// ObjectInterfaces are legacyscheme's, as the handlers' RequestScope
// would give for a built-in kind.
type ObjectInterfaces struct{}

func (ObjectInterfaces) GetObjectCreater() runtime.ObjectCreater     { return legacyscheme.Scheme }
func (ObjectInterfaces) GetObjectTyper() runtime.ObjectTyper         { return legacyscheme.Scheme }
func (ObjectInterfaces) GetObjectDefaulter() runtime.ObjectDefaulter { return legacyscheme.Scheme }
func (ObjectInterfaces) GetObjectConvertor() runtime.ObjectConvertor { return legacyscheme.Scheme }

// ConfigMapCreate is the attributes of creating configmap name in
// namespace ns with labels, as the create handler makes them (an
// internal object).
func ConfigMapCreate(ns, name string, labels map[string]string, dryRun bool) admission.Attributes {
	obj := &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: ns, Labels: labels}, Data: map[string]string{"k": "v"}}
	return admission.NewAttributesRecord(obj, nil, schema.GroupVersionKind{Version: "v1", Kind: "ConfigMap"}, ns, name,
		schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}, "", admission.Create, &metav1.CreateOptions{}, dryRun,
		&user.DefaultInfo{Name: "alice", Groups: []string{"devs"}})
}

// ConfigMapRule is a rule on creating core v1 configmaps.
func ConfigMapRule() []admissionregistration.RuleWithOperations {
	all := admissionregistration.AllScopes
	return []admissionregistration.RuleWithOperations{{
		Operations: []admissionregistration.OperationType{admissionregistration.Create},
		Rule:       admissionregistration.Rule{APIGroups: []string{""}, APIVersions: []string{"v1"}, Resources: []string{"configmaps"}, Scope: &all},
	}}
}
