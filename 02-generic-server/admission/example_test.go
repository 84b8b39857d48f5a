package admission_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
)

// defaultTeam is a mutating plugin: it labels new config maps.
type defaultTeam struct{ *admission.Handler }

func (defaultTeam) Admit(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	cm := a.GetObject().(*core.ConfigMap)
	if cm.Labels["team"] == "" {
		cm.Labels = map[string]string{"team": "platform"}
	}
	return nil
}

// noSecrets is a validating plugin: it refuses a key named "password".
type noSecrets struct{ *admission.Handler }

func (noSecrets) Validate(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	cm := a.GetObject().(*core.ConfigMap)
	if _, ok := cm.Data["password"]; ok {
		return admission.NewForbidden(a, errors.New("passwords belong in a Secret"))
	}
	return nil
}

// A chain runs every mutating plugin, then every validating plugin; the
// handlers call Admit before the storage and Validate from inside it.
func ExampleNewChainHandler() {
	chain := admission.NewChainHandler(
		noSecrets{admission.NewHandler(admission.Create, admission.Update)},
		defaultTeam{admission.NewHandler(admission.Create)},
	)
	for _, data := range []map[string]string{{"color": "blue"}, {"password": "hunter2"}} {
		cm := &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "settings", Namespace: "demo"}, Data: data}
		a := admission.NewAttributesRecord(cm, nil, schema.GroupVersionKind{Version: "v1", Kind: "ConfigMap"},
			"demo", "settings", schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}, "",
			admission.Create, &metav1.CreateOptions{}, false, nil)
		err := chain.Admit(context.Background(), a, nil)
		if err == nil {
			err = chain.Validate(context.Background(), a, nil)
		}
		fmt.Printf("labels=%v error=%v\n", cm.Labels, err)
	}
	// Output:
	// labels=map[team:platform] error=<nil>
	// labels=map[team:platform] error=configmaps "settings" is forbidden: passwords belong in a Secret
}
