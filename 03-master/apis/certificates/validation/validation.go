package validation

import (
	"bytes"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"reflect"
	"strings"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/03-master/apis/certificates"
)

// The limits of the group.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates (constants).
const (
	legacyUnknownSignerName           = "kubernetes.io/legacy-unknown"
	maxTrustBundleSize                = 1 * 1024 * 1024
	minMaxExpirationSeconds           = 60 * 60
	maxMaxExpirationSeconds           = 91 * 24 * 60 * 60
	kubernetesMaxMaxExpirationSeconds = 24 * 60 * 60
)

var metadataPath = field.NewPath("metadata")

// allValidUsages are the key usages a CSR may ask for.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates/validation.allValidUsages.
var allValidUsages = []certificates.KeyUsage{
	certificates.UsageAny, certificates.UsageCRLSign, certificates.UsageCertSign, certificates.UsageClientAuth,
	certificates.UsageCodeSigning, certificates.UsageContentCommitment, certificates.UsageDataEncipherment,
	certificates.UsageDecipherOnly, certificates.UsageDigitalSignature, certificates.UsageEmailProtection,
	certificates.UsageEncipherOnly, certificates.UsageIPsecEndSystem, certificates.UsageIPsecTunnel,
	certificates.UsageIPsecUser, certificates.UsageKeyAgreement, certificates.UsageKeyEncipherment,
	certificates.UsageMicrosoftSGC, certificates.UsageNetscapeSGC, certificates.UsageOCSPSigning,
	certificates.UsageSMIME, certificates.UsageServerAuth, certificates.UsageSigning, certificates.UsageTimestamping,
}

// csrOptions are what the update path allows.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates/validation.certificateValidationOptions.
type csrOptions struct {
	allowSettingApprovalConditions bool
	allowSettingCertificate        bool
}

// ParseCSR decodes a PEM CERTIFICATE REQUEST block.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates.ParseCSR.
func ParseCSR(pemBytes []byte) (*x509.CertificateRequest, error) {
	block, _ := pem.Decode(pemBytes)
	if block == nil || block.Type != "CERTIFICATE REQUEST" {
		return nil, errors.New("PEM block type must be CERTIFICATE REQUEST")
	}
	return x509.ParseCertificateRequest(block.Bytes)
}

// ValidateCertificateSigningRequestCreate checks a new CSR.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates/validation.ValidateCertificateSigningRequestCreate.
func ValidateCertificateSigningRequestCreate(csr *certificates.CertificateSigningRequest) field.ErrorList {
	return validateCSR(csr, csrOptions{})
}

// validateCSR checks the request, usages, signer, expiration, conditions
// and certificate.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates/validation.validateCertificateSigningRequest.
func validateCSR(csr *certificates.CertificateSigningRequest, opts csrOptions) field.ErrorList {
	// Any name will do: upstream's ValidateCertificateRequestName accepts all.
	allErrs := apivalidation.ValidateObjectMeta(&csr.ObjectMeta, false, func(string, bool) []string { return nil }, metadataPath)
	spec := field.NewPath("spec")
	if req, err := ParseCSR(csr.Spec.Request); err != nil {
		allErrs = append(allErrs, field.Invalid(spec.Child("request"), csr.Spec.Request, err.Error()))
	} else if err := req.CheckSignature(); err != nil {
		allErrs = append(allErrs, field.Invalid(spec.Child("request"), csr.Spec.Request, err.Error()))
	}
	if len(csr.Spec.Usages) == 0 {
		allErrs = append(allErrs, field.Required(spec.Child("usages"), ""))
	}
	seen := map[certificates.KeyUsage]bool{}
	for i, u := range csr.Spec.Usages {
		if !contains(allValidUsages, u) {
			allErrs = append(allErrs, field.NotSupported(spec.Child("usages").Index(i), u, allValidUsages))
		}
		if seen[u] {
			allErrs = append(allErrs, field.Duplicate(spec.Child("usages").Index(i), u))
		}
		seen[u] = true
	}
	if csr.Spec.SignerName == legacyUnknownSignerName {
		allErrs = append(allErrs, field.Invalid(spec.Child("signerName"), csr.Spec.SignerName, "the legacy signerName is not allowed via this API version"))
	} else {
		allErrs = append(allErrs, ValidateSignerName(spec.Child("signerName"), csr.Spec.SignerName)...)
	}
	if e := csr.Spec.ExpirationSeconds; e != nil && *e < 600 {
		allErrs = append(allErrs, field.Invalid(spec.Child("expirationSeconds"), *e, "may not specify a duration less than 600 seconds (10 minutes)"))
	}
	allErrs = append(allErrs, validateConditions(field.NewPath("status", "conditions"), csr)...)
	if err := validateCertificate(csr.Status.Certificate); err != nil {
		allErrs = append(allErrs, field.Invalid(field.NewPath("status", "certificate"), "<certificate data>", err.Error()))
	}
	return allErrs
}

// validateConditions requires each condition's type and status (only
// "True" for Approved, Denied and Failed), unique types, and never both
// Approved and Denied.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates/validation.validateConditions.
func validateConditions(fldPath *field.Path, csr *certificates.CertificateSigningRequest) field.ErrorList {
	var allErrs field.ErrorList
	seen := map[certificates.RequestConditionType]bool{}
	var hasApproved, hasDenied bool
	for i, c := range csr.Status.Conditions {
		if c.Type == "" {
			allErrs = append(allErrs, field.Required(fldPath.Index(i).Child("type"), ""))
		}
		allowed := []core.ConditionStatus{core.ConditionFalse, core.ConditionTrue, core.ConditionUnknown}
		if c.Type == certificates.CertificateApproved || c.Type == certificates.CertificateDenied || c.Type == certificates.CertificateFailed {
			allowed = []core.ConditionStatus{core.ConditionTrue}
		}
		switch {
		case c.Status == "":
			allErrs = append(allErrs, field.Required(fldPath.Index(i).Child("status"), ""))
		case !contains(allowed, c.Status):
			allErrs = append(allErrs, field.NotSupported(fldPath.Index(i).Child("status"), c.Status, allowed))
		}
		switch c.Type {
		case certificates.CertificateApproved:
			hasApproved = true
			if hasDenied {
				allErrs = append(allErrs, field.Invalid(fldPath, c.Type, "Approved and Denied conditions are mutually exclusive"))
			}
		case certificates.CertificateDenied:
			hasDenied = true
			if hasApproved {
				allErrs = append(allErrs, field.Invalid(fldPath, c.Type, "Approved and Denied conditions are mutually exclusive"))
			}
		}
		if seen[c.Type] {
			allErrs = append(allErrs, field.Duplicate(fldPath.Index(i).Child("type"), c.Type))
		}
		seen[c.Type] = true
	}
	return allErrs
}

// validateCertificate requires PEM CERTIFICATE blocks without headers,
// each holding certificates; empty is fine.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates/validation.validateCertificate.
func validateCertificate(pemData []byte) error {
	if len(pemData) == 0 {
		return nil
	}
	blocks := 0
	for {
		block, rest := pem.Decode(pemData)
		if block == nil {
			break
		}
		if block.Type != "CERTIFICATE" {
			return fmt.Errorf("only CERTIFICATE PEM blocks are allowed, found %q", block.Type)
		}
		if len(block.Headers) != 0 {
			return fmt.Errorf("no PEM block headers are permitted")
		}
		blocks++
		certs, err := x509.ParseCertificates(block.Bytes)
		if err != nil {
			return err
		}
		if len(certs) == 0 {
			return fmt.Errorf("found CERTIFICATE PEM block containing 0 certificates")
		}
		pemData = rest
	}
	if blocks == 0 {
		return fmt.Errorf("must contain at least one CERTIFICATE PEM block")
	}
	return nil
}

// ValidateCertificateSigningRequestUpdate checks an update of the main
// resource: neither approval conditions nor the certificate may change.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates/validation.ValidateCertificateSigningRequestUpdate.
func ValidateCertificateSigningRequestUpdate(csr, old *certificates.CertificateSigningRequest) field.ErrorList {
	return validateCSRUpdate(csr, old, csrOptions{})
}

// ValidateCertificateSigningRequestStatusUpdate checks a status update: the
// certificate may be set, once.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates/validation.ValidateCertificateSigningRequestStatusUpdate.
func ValidateCertificateSigningRequestStatusUpdate(csr, old *certificates.CertificateSigningRequest) field.ErrorList {
	return validateCSRUpdate(csr, old, csrOptions{allowSettingCertificate: true})
}

// ValidateCertificateSigningRequestApprovalUpdate checks an approval: the
// Approved and Denied conditions may be added.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates/validation.ValidateCertificateSigningRequestApprovalUpdate.
func ValidateCertificateSigningRequestApprovalUpdate(csr, old *certificates.CertificateSigningRequest) field.ErrorList {
	return validateCSRUpdate(csr, old, csrOptions{allowSettingApprovalConditions: true})
}

// validateCSRUpdate is the shared update check.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates/validation.validateCertificateSigningRequestUpdate.
func validateCSRUpdate(csr, old *certificates.CertificateSigningRequest, opts csrOptions) field.ErrorList {
	allErrs := validateCSR(csr, opts)
	conditions := field.NewPath("status", "conditions")
	for _, t := range []certificates.RequestConditionType{certificates.CertificateApproved, certificates.CertificateDenied, certificates.CertificateFailed} {
		if len(findConditions(csr, t)) < len(findConditions(old, t)) {
			allErrs = append(allErrs, field.Forbidden(conditions, fmt.Sprintf("updates may not remove a condition of type %q", t)))
		}
	}
	if !opts.allowSettingApprovalConditions {
		for _, t := range []certificates.RequestConditionType{certificates.CertificateApproved, certificates.CertificateDenied} {
			oldC, newC := findConditions(old, t), findConditions(csr, t)
			switch {
			case len(newC) < len(oldC):
			case len(newC) > len(oldC):
				allErrs = append(allErrs, field.Forbidden(conditions, fmt.Sprintf("updates may not add a condition of type %q", t)))
			case !reflect.DeepEqual(oldC, newC):
				allErrs = append(allErrs, field.Forbidden(conditions, fmt.Sprintf("updates may not modify a condition of type %q", t)))
			}
		}
	}
	if !bytes.Equal(csr.Status.Certificate, old.Status.Certificate) {
		if !opts.allowSettingCertificate {
			allErrs = append(allErrs, field.Forbidden(field.NewPath("status", "certificate"), "updates may not set certificate content"))
		} else if len(old.Status.Certificate) > 0 {
			allErrs = append(allErrs, field.Forbidden(field.NewPath("status", "certificate"), "updates may not modify existing certificate content"))
		}
	}
	return append(allErrs, apivalidation.ValidateObjectMetaUpdate(&csr.ObjectMeta, &old.ObjectMeta, metadataPath)...)
}

// findConditions returns the CSR's conditions of one type.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates/validation.findConditions.
func findConditions(csr *certificates.CertificateSigningRequest, t certificates.RequestConditionType) []certificates.CertificateSigningRequestCondition {
	var out []certificates.CertificateSigningRequestCondition
	for _, c := range csr.Status.Conditions {
		if c.Type == t {
			out = append(out, c)
		}
	}
	return out
}

// ValidateSignerName requires "<domain>/<path>": a domain of DNS labels
// with at least one dot, a path of DNS subdomains.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateSignerName.
func ValidateSignerName(fldPath *field.Path, signerName string) field.ErrorList {
	if signerName == "" {
		return field.ErrorList{field.Required(fldPath, "")}
	}
	segments := strings.Split(signerName, "/")
	if len(segments) != 2 {
		return field.ErrorList{field.Invalid(fldPath, signerName, "must be a fully qualified domain and path of the form 'example.com/signer-name'")}
	}
	var el field.ErrorList
	if len(segments[0]) > 253 {
		el = append(el, field.TooLong(fldPath, "", 253))
	}
	domainLabels := strings.Split(segments[0], ".")
	for _, lbl := range domainLabels {
		if errs := utilvalidation.IsDNS1123Label(lbl); len(errs) > 0 {
			for _, err := range errs {
				el = append(el, field.Invalid(fldPath, segments[0], fmt.Sprintf("validating label %q: %s", lbl, err)))
			}
			break
		}
	}
	if len(domainLabels) < 2 {
		el = append(el, field.Invalid(fldPath, segments[0], "should be a domain with at least two segments separated by dots"))
	}
	for _, lbl := range strings.Split(segments[1], ".") {
		if errs := utilvalidation.IsDNS1123Subdomain(lbl); len(errs) > 0 {
			for _, err := range errs {
				el = append(el, field.Invalid(fldPath, segments[1], fmt.Sprintf("validating label %q: %s", lbl, err)))
			}
			break
		}
	}
	return el
}

// clusterTrustBundleName is the name rule of a bundle: with a signer, the
// signer name with "/" turned into ":" and a ":", then a DNS subdomain.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateClusterTrustBundleName.
func clusterTrustBundleName(signerName string) apivalidation.ValidateNameFunc {
	return func(name string, prefix bool) []string {
		if signerName == "" {
			if strings.Contains(name, ":") {
				return []string{"ClusterTrustBundle without signer name must not have \":\" in its name"}
			}
			return apivalidation.NameIsDNSSubdomain(name, prefix)
		}
		requiredPrefix := strings.ReplaceAll(signerName, "/", ":") + ":"
		if !strings.HasPrefix(name, requiredPrefix) {
			return []string{fmt.Sprintf("ClusterTrustBundle for signerName %s must be named with prefix %s", signerName, requiredPrefix)}
		}
		return apivalidation.NameIsDNSSubdomain(strings.TrimPrefix(name, requiredPrefix), prefix)
	}
}

// ValidateClusterTrustBundle checks a bundle: its name, signer and PEM.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates/validation.ValidateClusterTrustBundle.
func ValidateClusterTrustBundle(b *certificates.ClusterTrustBundle) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&b.ObjectMeta, false, clusterTrustBundleName(b.Spec.SignerName), metadataPath)
	if b.Spec.SignerName != "" {
		allErrs = append(allErrs, ValidateSignerName(field.NewPath("spec", "signerName"), b.Spec.SignerName)...)
	}
	return append(allErrs, validateTrustBundle(field.NewPath("spec", "trustBundle"), b.Spec.TrustBundle)...)
}

// ValidateClusterTrustBundleUpdate checks an update: the signer is
// immutable.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates/validation.ValidateClusterTrustBundleUpdate.
func ValidateClusterTrustBundleUpdate(b, old *certificates.ClusterTrustBundle) field.ErrorList {
	allErrs := ValidateClusterTrustBundle(b)
	allErrs = append(allErrs, apivalidation.ValidateObjectMetaUpdate(&b.ObjectMeta, &old.ObjectMeta, metadataPath)...)
	return append(allErrs, apivalidation.ValidateImmutableField(b.Spec.SignerName, old.Spec.SignerName, field.NewPath("spec", "signerName"))...)
}

// validateTrustBundle requires at most 1 MiB of PEM CERTIFICATE blocks,
// without headers, each a CA certificate, none twice, at least one.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates/validation.validateTrustBundle.
func validateTrustBundle(path *field.Path, in string) field.ErrorList {
	if len(in) > maxTrustBundleSize {
		return field.ErrorList{field.TooLong(path, "", maxTrustBundleSize)}
	}
	var allErrs field.ErrorList
	seen := map[string]int{}
	rest := []byte(in)
	index := -1
	for {
		var block *pem.Block
		block, rest = pem.Decode(rest)
		if block == nil {
			break
		}
		index++
		if block.Type != "CERTIFICATE" {
			allErrs = append(allErrs, field.Invalid(path, "<value omitted>", fmt.Sprintf("entry %d has bad block type: %v", index, block.Type)))
			continue
		}
		if len(block.Headers) != 0 {
			allErrs = append(allErrs, field.Invalid(path, "<value omitted>", fmt.Sprintf("entry %d has PEM block headers", index)))
			continue
		}
		cert, err := x509.ParseCertificate(block.Bytes)
		if err != nil {
			allErrs = append(allErrs, field.Invalid(path, "<value omitted>", fmt.Sprintf("entry %d does not parse as X.509", index)))
			continue
		}
		if !cert.IsCA {
			allErrs = append(allErrs, field.Invalid(path, "<value omitted>", fmt.Sprintf("entry %d does not have the CA bit set", index)))
		}
		if !cert.BasicConstraintsValid {
			allErrs = append(allErrs, field.Invalid(path, "<value omitted>", fmt.Sprintf("entry %d has invalid basic constraints", index)))
		}
		if first, dup := seen[string(block.Bytes)]; dup {
			allErrs = append(allErrs, field.Invalid(path, "<value omitted>", fmt.Sprintf("duplicate trust anchor (indices %v)", []int{first, index})))
		} else {
			seen[string(block.Bytes)] = index
		}
	}
	if index == -1 {
		allErrs = append(allErrs, field.Invalid(path, "<value omitted>", "at least one trust anchor must be provided"))
	}
	return allErrs
}

// ValidatePodCertificateRequestCreate checks a new request.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates/validation.ValidatePodCertificateRequestCreate.
func ValidatePodCertificateRequestCreate(r *certificates.PodCertificateRequest) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&r.ObjectMeta, true, apivalidation.NameIsDNSSubdomain, metadataPath)
	spec := field.NewPath("spec")
	allErrs = append(allErrs, ValidateSignerName(spec.Child("signerName"), r.Spec.SignerName)...)
	for k := range r.Spec.UnverifiedUserAnnotations {
		for _, msg := range utilvalidation.IsQualifiedName(k) {
			allErrs = append(allErrs, field.Invalid(spec.Child("unverifiedUserAnnotations"), k, msg))
		}
	}
	names := []struct {
		name, value string
		fn          apivalidation.ValidateNameFunc
	}{
		{"podName", r.Spec.PodName, apivalidation.NameIsDNSSubdomain},
		{"serviceAccountName", r.Spec.ServiceAccountName, apivalidation.NameIsDNSSubdomain},
		{"nodeName", string(r.Spec.NodeName), apivalidation.NameIsDNSSubdomain},
	}
	for _, n := range names {
		for _, msg := range n.fn(n.value, false) {
			allErrs = append(allErrs, field.Invalid(spec.Child(n.name), n.value, msg))
		}
	}
	for _, u := range []struct {
		name  string
		value metav1.UID
	}{{"podUID", r.Spec.PodUID}, {"serviceAccountUID", r.Spec.ServiceAccountUID}, {"nodeUID", r.Spec.NodeUID}} {
		if len(u.value) == 0 {
			allErrs = append(allErrs, field.Invalid(spec.Child(u.name), u.value, "must not be empty"))
		}
		if len(u.value) > 128 {
			allErrs = append(allErrs, field.TooLong(spec.Child(u.name), u.value, 128))
		}
	}
	if r.Spec.MaxExpirationSeconds == nil {
		return append(allErrs, field.Required(spec.Child("maxExpirationSeconds"), "must be set"))
	}
	maxSeconds := int32(maxMaxExpirationSeconds)
	if strings.HasPrefix(r.Spec.SignerName, "kubernetes.io/") {
		maxSeconds = kubernetesMaxMaxExpirationSeconds
	}
	if e := *r.Spec.MaxExpirationSeconds; e < minMaxExpirationSeconds || e > maxSeconds {
		allErrs = append(allErrs, field.Invalid(spec.Child("maxExpirationSeconds"), e, fmt.Sprintf("must be in the range [%d, %d]", minMaxExpirationSeconds, maxSeconds)))
	}
	if len(r.Spec.StubPKCS10Request) == 0 {
		allErrs = append(allErrs, field.Invalid(spec, "", "exactly one of (stubPKCS10Request) or (pkixPublicKey, proofOfPossession) must be set"))
	} else if _, err := x509.ParseCertificateRequest(r.Spec.StubPKCS10Request); err != nil {
		allErrs = append(allErrs, field.Invalid(spec.Child("stubPKCS10Request"), "<value omitted>", fmt.Sprintf("must be a DER-encoded PKCS#10 certificate request: %v", err)))
	}
	return allErrs
}

// ValidatePodCertificateRequestUpdate checks an update: the spec is
// immutable.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates/validation.ValidatePodCertificateRequestUpdate.
func ValidatePodCertificateRequestUpdate(r, old *certificates.PodCertificateRequest) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&r.ObjectMeta, &old.ObjectMeta, metadataPath)
	return append(allErrs, apivalidation.ValidateImmutableField(r.Spec, old.Spec, field.NewPath("spec"))...)
}

// ValidatePodCertificateRequestStatusUpdate checks a status update: at
// most one of the Issued, Denied and Failed conditions, with status True.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates/validation.ValidatePodCertificateRequestStatusUpdate.
func ValidatePodCertificateRequestStatusUpdate(r, old *certificates.PodCertificateRequest) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&r.ObjectMeta, &old.ObjectMeta, metadataPath)
	known := 0
	for i, c := range r.Status.Conditions {
		switch c.Type {
		case certificates.PodCertificateRequestConditionTypeIssued, certificates.PodCertificateRequestConditionTypeDenied, certificates.PodCertificateRequestConditionTypeFailed:
			known++
			p := field.NewPath("status", "conditions").Index(i)
			if known > 1 {
				allErrs = append(allErrs, field.Invalid(p.Child("type"), c.Type, `There may be at most one condition with type "Issued", "Denied", or "Failed"`))
			}
			if c.Status != metav1.ConditionTrue {
				allErrs = append(allErrs, field.NotSupported(p.Child("status"), c.Status, []metav1.ConditionStatus{metav1.ConditionTrue}))
			}
		}
	}
	return allErrs
}

// contains reports whether list holds v.
func contains[T comparable](list []T, v T) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}
