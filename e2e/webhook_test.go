package e2e

import (
	"context"
	"fmt"
	"os/exec"
	"strings"
	"testing"
	"time"

	admissionregistrationv1 "k8s.io/api/admissionregistration/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
	"github.com/kube-rebuilt/apiserver/e2e/webhookserver"
)

// TestWebhookAdmission runs stage 07 with a real admission webhook
// (package webhookserver, HTTPS with its own CA) registered through
// MutatingWebhookConfiguration and ValidatingWebhookConfiguration
// objects (url clientConfig, caBundle), and drives it with the real
// kubectls: a configmap gets the webhook's label, one named "forbidden"
// is refused with the webhook's message; a webhook that is down refuses
// (failurePolicy Fail) or lets through (Ignore); a slow one is given up
// on after timeoutSeconds.
//
//	go -C e2e run ./cmd/e2e -run 'TestWebhookAdmission' -v
func TestWebhookAdmission(t *testing.T) {
	s := framework.StartServer(t, "07-authn-authz", framework.Options{})
	wh := webhookserver.Start(t)
	client := kubernetes.NewForConfigOrDie(s.RESTConfig(t))
	ctx := context.Background()

	createMutating(t, client, "e2e-mutate", wh.URL+"/mutate", wh.CABundle, admissionregistrationv1.Fail, 10, nil)
	createValidating(t, client, "e2e-validate", wh.URL+"/validate", wh.CABundle)
	// the webhooks are active once the plugins' informers have them
	eventually(t, "the validating webhook refuses a dry-run create of \"forbidden\"", func() error {
		_, err := client.CoreV1().ConfigMaps("default").Create(ctx, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "forbidden"}},
			metav1.CreateOptions{DryRun: []string{metav1.DryRunAll}})
		if err == nil || !strings.Contains(err.Error(), webhookserver.ForbiddenMessage) {
			return fmt.Errorf("got %v", err)
		}
		return nil
	})
	eventually(t, "the mutating webhook labels a dry-run create", func() error {
		cm, err := client.CoreV1().ConfigMaps("default").Create(ctx, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "probe"}},
			metav1.CreateOptions{DryRun: []string{metav1.DryRunAll}})
		if err != nil || cm.Labels[webhookserver.MutatedLabel] != "true" {
			return fmt.Errorf("got %v, labels %v", err, cm.GetLabels())
		}
		return nil
	})

	kubeconfig := s.Kubeconfig(t)
	for _, k := range framework.Kubectls(t) {
		t.Run("kubectl-"+k.Version, func(t *testing.T) {
			kubectl := kubectlRunner(k.Path(t), kubeconfig)
			name := "x-" + strings.ReplaceAll(k.Minor(), ".", "-")
			out, err := kubectl("create", "configmap", name)
			if err != nil {
				t.Fatalf("kubectl create configmap %s: %v\n%s", name, err, out)
			}
			if !strings.Contains(out, "Warning: the e2e webhook added "+webhookserver.MutatedLabel) {
				t.Errorf("got output %q; want the webhook's warning", out)
			}
			out, err = kubectl("get", "configmap", name, "-o", `jsonpath={.metadata.labels.webhook\.e2e/mutated}`)
			if err != nil || out != "true" {
				t.Errorf("got label %q (%v); want \"true\"", out, err)
			}
			out, err = kubectl("create", "configmap", "forbidden")
			if err == nil || !strings.Contains(out, `admission webhook "validate.e2e.example.com" denied the request: `+webhookserver.ForbiddenMessage) {
				t.Errorf("got %v, %q; want the webhook's denial", err, out)
			}
		})
	}

	t.Run("failure policies and timeouts", func(t *testing.T) {
		testFailurePolicies(t, client, kubectlRunner(framework.Kubectls(t)[0].Path(t), kubeconfig), wh)
	})
}

// testFailurePolicies registers, each for a namespace of its own, a
// webhook that is down under Fail and under Ignore, and a slow one.
func testFailurePolicies(t *testing.T, client kubernetes.Interface, kubectl func(...string) (string, error), wh *webhookserver.Server) {
	ctx := context.Background()
	down := "https://127.0.0.1:1/down" // nothing listens on port 1
	for _, ns := range []string{"down-fail", "down-ignore", "slow"} {
		_, err := client.CoreV1().Namespaces().Create(ctx, &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{
			Name: ns, Labels: map[string]string{"e2e-webhook-case": ns}}}, metav1.CreateOptions{})
		if err != nil {
			t.Fatal(err)
		}
	}
	// created in this order, the last one taking effect means all have
	createMutating(t, client, "e2e-down-ignore", down, wh.CABundle, admissionregistrationv1.Ignore, 10, map[string]string{"e2e-webhook-case": "down-ignore"})
	createMutating(t, client, "e2e-slow", wh.URL+"/slow", wh.CABundle, admissionregistrationv1.Fail, 1, map[string]string{"e2e-webhook-case": "slow"})
	createMutating(t, client, "e2e-down-fail", down, wh.CABundle, admissionregistrationv1.Fail, 10, map[string]string{"e2e-webhook-case": "down-fail"})
	eventually(t, "the down webhook refuses a dry run in down-fail", func() error {
		_, err := client.CoreV1().ConfigMaps("down-fail").Create(ctx, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "probe"}},
			metav1.CreateOptions{DryRun: []string{metav1.DryRunAll}})
		if err == nil || !strings.Contains(err.Error(), "failed calling webhook") {
			return fmt.Errorf("got %v", err)
		}
		return nil
	})

	out, err := kubectl("create", "configmap", "y", "-n", "down-fail")
	if err == nil || !strings.Contains(out, `Internal error occurred: failed calling webhook "mutate.e2e.example.com": failed to call webhook: Post "https://127.0.0.1:1/down`) {
		t.Errorf("failurePolicy Fail: got %v, %q; want failed calling webhook", err, out)
	}
	out, err = kubectl("create", "configmap", "y", "-n", "down-ignore")
	if err != nil {
		t.Errorf("failurePolicy Ignore: got %v, %q; want the configmap created", err, out)
	}
	start := time.Now()
	out, err = kubectl("create", "configmap", "y", "-n", "slow")
	elapsed := time.Since(start)
	if err == nil || !strings.Contains(out, "failed calling webhook") || !strings.Contains(out, "context deadline exceeded") {
		t.Errorf("slow webhook: got %v, %q; want failed calling webhook: context deadline exceeded", err, out)
	}
	if elapsed > 3*time.Second {
		t.Errorf("slow webhook: kubectl took %v; want about timeoutSeconds=1 (under 3s with kubectl's own start)", elapsed)
	}
	if wh.Calls("/slow") == 0 {
		t.Errorf("the slow webhook was never called")
	}
}

// kubectlRunner returns a function running kubectl with kubeconfig,
// giving its combined output, trimmed.
func kubectlRunner(path, kubeconfig string) func(args ...string) (string, error) {
	return func(args ...string) (string, error) {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		out, err := exec.CommandContext(ctx, path, append([]string{"--kubeconfig", kubeconfig}, args...)...).CombinedOutput()
		return strings.TrimSpace(string(out)), err
	}
}

// eventually retries check for up to 30s.
func eventually(t *testing.T, what string, check func() error) {
	t.Helper()
	var err error
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if err = check(); err == nil {
			return
		}
	}
	t.Fatalf("%s: %v", what, err)
}

// createMutating registers one mutating webhook on configmap creates; a
// namespace selector, when given, limits it to namespaces so labelled.
func createMutating(t *testing.T, client kubernetes.Interface, name, url string, ca []byte,
	policy admissionregistrationv1.FailurePolicyType, timeout int32, nsLabels map[string]string) {
	t.Helper()
	none := admissionregistrationv1.SideEffectClassNone
	hook := admissionregistrationv1.MutatingWebhook{
		Name:                    "mutate.e2e.example.com",
		ClientConfig:            admissionregistrationv1.WebhookClientConfig{URL: &url, CABundle: ca},
		Rules:                   configMapCreates(),
		FailurePolicy:           &policy,
		SideEffects:             &none,
		TimeoutSeconds:          &timeout,
		AdmissionReviewVersions: []string{"v1"},
	}
	if nsLabels != nil {
		hook.NamespaceSelector = &metav1.LabelSelector{MatchLabels: nsLabels}
	} else {
		// the main webhook stays out of the failure-policy namespaces
		hook.NamespaceSelector = &metav1.LabelSelector{MatchExpressions: []metav1.LabelSelectorRequirement{
			{Key: "e2e-webhook-case", Operator: metav1.LabelSelectorOpDoesNotExist}}}
	}
	_, err := client.AdmissionregistrationV1().MutatingWebhookConfigurations().Create(context.Background(),
		&admissionregistrationv1.MutatingWebhookConfiguration{ObjectMeta: metav1.ObjectMeta{Name: name},
			Webhooks: []admissionregistrationv1.MutatingWebhook{hook}}, metav1.CreateOptions{})
	if err != nil {
		t.Fatalf("creating MutatingWebhookConfiguration %s: %v", name, err)
	}
}

// createValidating registers the validating webhook on configmap creates.
func createValidating(t *testing.T, client kubernetes.Interface, name, url string, ca []byte) {
	t.Helper()
	none := admissionregistrationv1.SideEffectClassNone
	_, err := client.AdmissionregistrationV1().ValidatingWebhookConfigurations().Create(context.Background(),
		&admissionregistrationv1.ValidatingWebhookConfiguration{ObjectMeta: metav1.ObjectMeta{Name: name},
			Webhooks: []admissionregistrationv1.ValidatingWebhook{{
				Name:                    "validate.e2e.example.com",
				ClientConfig:            admissionregistrationv1.WebhookClientConfig{URL: &url, CABundle: ca},
				Rules:                   configMapCreates(),
				SideEffects:             &none,
				AdmissionReviewVersions: []string{"v1"},
			}}}, metav1.CreateOptions{})
	if err != nil {
		t.Fatalf("creating ValidatingWebhookConfiguration %s: %v", name, err)
	}
}

// configMapCreates is a rule on creating core v1 configmaps.
func configMapCreates() []admissionregistrationv1.RuleWithOperations {
	return []admissionregistrationv1.RuleWithOperations{{
		Operations: []admissionregistrationv1.OperationType{admissionregistrationv1.Create},
		Rule:       admissionregistrationv1.Rule{APIGroups: []string{""}, APIVersions: []string{"v1"}, Resources: []string{"configmaps"}},
	}}
}
