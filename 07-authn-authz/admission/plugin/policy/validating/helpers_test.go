package validating

import (
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

func waitABit() { time.Sleep(10 * time.Millisecond) }

// configMapParam is the param "limits" in default.
func configMapParam(max string) *core.ConfigMap {
	return &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "limits", Namespace: "default"}, Data: map[string]string{"max": max}}
}
