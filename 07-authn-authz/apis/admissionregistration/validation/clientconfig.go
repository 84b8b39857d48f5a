package validation

import (
	"crypto/x509"
	"encoding/pem"
	"fmt"
	"net/url"
	"strings"

	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// validateClientConfig requires exactly one of url and service, checks
// that one, and checks the CA bundle.
// Upstream: the clientConfig switch of
// k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateValidatingWebhook.
func validateClientConfig(cc *admissionregistration.WebhookClientConfig, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	switch {
	case (cc.URL == nil) == (cc.Service == nil):
		allErrs = append(allErrs, field.Required(path, "exactly one of url or service is required"))
	case cc.URL != nil:
		allErrs = append(allErrs, ValidateWebhookURL(path.Child("url"), *cc.URL)...)
	default:
		s := cc.Service
		allErrs = append(allErrs, ValidateWebhookService(path.Child("service"), s.Name, s.Namespace, s.Path, s.Port)...)
	}
	return append(allErrs, validateCABundle(cc.CABundle, path.Child("caBundle"))...)
}

// ValidateWebhookURL requires an https URL with a host and no user
// information, query or fragment.
// Upstream: k8s.io/apiserver/pkg/util/webhook.ValidateWebhookURL (with
// forceHttps, as for admission webhooks).
func ValidateWebhookURL(path *field.Path, rawURL string) field.ErrorList {
	const form = "; desired format: https://host[/path]"
	u, err := url.Parse(rawURL)
	if err != nil {
		return field.ErrorList{field.Required(path, "url must be a valid URL: "+err.Error()+form)}
	}
	var allErrs field.ErrorList
	if u.Scheme != "https" {
		allErrs = append(allErrs, field.Invalid(path, u.Scheme, "'https' is the only allowed URL scheme"+form))
	}
	if u.Host == "" {
		allErrs = append(allErrs, field.Invalid(path, u.Host, "host must be specified"+form))
	}
	if u.User != nil {
		allErrs = append(allErrs, field.Invalid(path, u.User.String(), "user information is not permitted in the URL"))
	}
	if u.Fragment != "" {
		allErrs = append(allErrs, field.Invalid(path, u.Fragment, "fragments are not permitted in the URL"))
	}
	if u.RawQuery != "" {
		allErrs = append(allErrs, field.Invalid(path, u.RawQuery, "query parameters are not permitted in the URL"))
	}
	return allErrs
}

// ValidateWebhookService requires a name, a namespace, a port in 1..65535
// and a path of DNS-subdomain segments starting with "/".
// Upstream: k8s.io/apiserver/pkg/util/webhook.ValidateWebhookService.
func ValidateWebhookService(path *field.Path, name, namespace string, urlPath *string, port int32) field.ErrorList {
	var allErrs field.ErrorList
	if name == "" {
		allErrs = append(allErrs, field.Required(path.Child("name"), ""))
	}
	if namespace == "" {
		allErrs = append(allErrs, field.Required(path.Child("namespace"), ""))
	}
	if port < 1 || port > 65535 {
		allErrs = append(allErrs, field.Invalid(path.Child("port"), port, "port is not valid: must be between 1 and 65535, inclusive"))
	}
	if urlPath == nil || *urlPath == "" || *urlPath == "/" {
		return allErrs
	}
	return append(allErrs, validateServicePath(path.Child("path"), *urlPath)...)
}

// validateServicePath checks each segment of a path is a DNS subdomain.
// Upstream: the path part of k8s.io/apiserver/pkg/util/webhook.ValidateWebhookService.
func validateServicePath(path *field.Path, p string) field.ErrorList {
	if p == "//" {
		return field.ErrorList{field.Invalid(path, p, "segment[0] may not be empty")}
	}
	var allErrs field.ErrorList
	if !strings.HasPrefix(p, "/") {
		allErrs = append(allErrs, field.Invalid(path, p, "must start with a '/'"))
	}
	trimmed := strings.TrimSuffix(strings.TrimPrefix(p, "/"), "/")
	for i, step := range strings.Split(trimmed, "/") {
		if step == "" {
			allErrs = append(allErrs, field.Invalid(path, p, fmt.Sprintf("segment[%d] may not be empty", i)))
			continue
		}
		for _, msg := range utilvalidation.IsDNS1123Subdomain(step) {
			allErrs = append(allErrs, field.Invalid(path, p, fmt.Sprintf("segment[%d]: %v", i, msg)))
		}
	}
	return allErrs
}

// validateCABundle requires a non-empty bundle to hold only PEM
// CERTIFICATE blocks that parse. Stricter than upstream, which accepts
// any bytes here (see the package doc).
// Upstream: none; k8s.io/apiserver/pkg/util/webhook.(*ClientManager).HookClient
// fails at call time with "unable to load root certificates".
func validateCABundle(bundle []byte, path *field.Path) field.ErrorList {
	if len(bundle) == 0 {
		return nil
	}
	rest, found := bundle, 0
	for {
		var block *pem.Block
		block, rest = pem.Decode(rest)
		if block == nil {
			break
		}
		if block.Type != "CERTIFICATE" {
			return field.ErrorList{field.Invalid(path, "<bytes>", fmt.Sprintf("must hold only PEM CERTIFICATE blocks, found %q", block.Type))}
		}
		if _, err := x509.ParseCertificate(block.Bytes); err != nil {
			return field.ErrorList{field.Invalid(path, "<bytes>", fmt.Sprintf("certificate %d does not parse: %v", found, err))}
		}
		found++
	}
	if found == 0 || strings.TrimSpace(string(rest)) != "" {
		return field.ErrorList{field.Invalid(path, "<bytes>", "must be PEM-encoded certificates")}
	}
	return nil
}
