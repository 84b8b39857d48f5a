package admission

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"

	kjson "sigs.k8s.io/json"
	"sigs.k8s.io/yaml"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// The group version and kind of the admission configuration file.
// Upstream: k8s.io/apiserver/pkg/apis/apiserver/v1.SchemeGroupVersion.
const (
	ConfigurationAPIVersion = "apiserver.config.k8s.io/v1"
	ConfigurationKind       = "AdmissionConfiguration"
)

// AdmissionConfiguration is the file --admission-control-config-file
// names: per plugin, its configuration inline or in a file of its own.
//
//	apiVersion: apiserver.config.k8s.io/v1
//	kind: AdmissionConfiguration
//	plugins:
//	- name: EventRateLimit
//	  path: eventconfig.yaml
//	- name: MyPlugin
//	  configuration: {limit: 3}
//
// Upstream: k8s.io/apiserver/pkg/apis/apiserver/v1.AdmissionConfiguration,
// registered in a scheme of its own with an internal version; here a
// plain struct, decoded strictly from YAML or JSON.
type AdmissionConfiguration struct {
	metav1.TypeMeta `json:",inline"`
	// Plugins configure the plugins, by name.
	Plugins []AdmissionPluginConfiguration `json:"plugins"`
}

// AdmissionPluginConfiguration is one plugin's configuration.
// Upstream: k8s.io/apiserver/pkg/apis/apiserver/v1.AdmissionPluginConfiguration.
type AdmissionPluginConfiguration struct {
	// Name is the plugin's name.
	Name string `json:"name"`
	// Path is a file holding the configuration, relative to the
	// admission configuration file; Configuration wins when both are set.
	Path string `json:"path,omitempty"`
	// Configuration is the configuration inline, as JSON.
	// Upstream: a *runtime.Unknown holding the same JSON.
	Configuration json.RawMessage `json:"configuration,omitempty"`
}

// ReadAdmissionConfiguration reads the admission configuration file at
// configFilePath; "" means no file: no plugin has a configuration. Paths
// in the file become absolute, relative to the file's directory.
// Upstream: k8s.io/apiserver/pkg/admission.ReadAdmissionConfiguration,
// which also takes the enabled plugin names and the configuration scheme,
// both for the legacy unversioned files we leave out.
func ReadAdmissionConfiguration(configFilePath string) (ConfigProvider, error) {
	if configFilePath == "" {
		return configProvider{config: &AdmissionConfiguration{}}, nil
	}
	data, err := os.ReadFile(configFilePath)
	if err != nil {
		return nil, fmt.Errorf("unable to read admission control configuration from %q [%v]", configFilePath, err)
	}
	config, err := decodeAdmissionConfiguration(data)
	if err != nil {
		return nil, fmt.Errorf("unable to decode admission control configuration from %q: %w", configFilePath, err)
	}
	baseDir := filepath.Dir(configFilePath)
	for i := range config.Plugins {
		if p := config.Plugins[i].Path; p != "" && !filepath.IsAbs(p) {
			config.Plugins[i].Path = filepath.Join(baseDir, p)
		}
	}
	return configProvider{config: config}, nil
}

// decodeAdmissionConfiguration decodes YAML or JSON strictly (an unknown
// field is an error, as with upstream's strict codec) and checks the kind.
func decodeAdmissionConfiguration(data []byte) (*AdmissionConfiguration, error) {
	js, err := yaml.YAMLToJSON(data)
	if err != nil {
		return nil, err
	}
	config := &AdmissionConfiguration{}
	strictErrs, err := kjson.UnmarshalStrict(js, config)
	if err != nil {
		return nil, err
	}
	if len(strictErrs) > 0 {
		return nil, fmt.Errorf("strict decoding error: %v", strictErrs[0])
	}
	if config.APIVersion != ConfigurationAPIVersion || config.Kind != ConfigurationKind {
		return nil, fmt.Errorf("no kind %q is registered for version %q: want %s %s",
			config.Kind, config.APIVersion, ConfigurationAPIVersion, ConfigurationKind)
	}
	return config, nil
}

// configProvider answers ConfigFor from a decoded configuration.
// Upstream: k8s.io/apiserver/pkg/admission.configProvider.
type configProvider struct {
	config *AdmissionConfiguration
}

// ConfigFor returns the configuration of the named plugin, nil if it has
// none.
// Upstream: k8s.io/apiserver/pkg/admission.configProvider.ConfigFor.
func (p configProvider) ConfigFor(pluginName string) (io.Reader, error) {
	if p.config == nil {
		return nil, nil
	}
	for _, pluginCfg := range p.config.Plugins {
		if pluginName == pluginCfg.Name {
			return GetAdmissionPluginConfigurationFor(pluginCfg)
		}
	}
	return nil, nil
}

// GetAdmissionPluginConfigurationFor returns the inline configuration,
// else the content of Path, else nil.
// Upstream: k8s.io/apiserver/pkg/admission.GetAdmissionPluginConfigurationFor,
// which ends the process when Path cannot be read; an error here.
func GetAdmissionPluginConfigurationFor(pluginCfg AdmissionPluginConfiguration) (io.Reader, error) {
	if len(pluginCfg.Configuration) > 0 {
		return bytes.NewBuffer(pluginCfg.Configuration), nil
	}
	if pluginCfg.Path != "" {
		content, err := os.ReadFile(pluginCfg.Path)
		if err != nil {
			return nil, fmt.Errorf("couldn't open admission plugin configuration %s: %w", pluginCfg.Path, err)
		}
		return bytes.NewBuffer(content), nil
	}
	return nil, nil
}
