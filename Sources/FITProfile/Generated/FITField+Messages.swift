// DO NOT EDIT. Generated from Garmin's FIT profile 21.218.0 (garmin-fit-sdk) by:
//     python3 Scripts/generate-fit-profile.py


/// The fields and sub-fields of every FIT profile message, by message: a misspelt
/// name is a compile error rather than a field never found.
extension FITField {
    /// The fields of `file_id` (message 0).
    public enum FileId {
        /// `type`: field 0.
        public static var type: FITField { FITField(messageNumber: 0, number: 0, name: "type") }
        /// `manufacturer`: field 1.
        public static var manufacturer: FITField { FITField(messageNumber: 0, number: 1, name: "manufacturer") }
        /// `product`: field 2.
        public static var product: FITField { FITField(messageNumber: 0, number: 2, name: "product") }
        /// `serial_number`: field 3.
        public static var serialNumber: FITField { FITField(messageNumber: 0, number: 3, name: "serial_number") }
        /// `time_created`: field 4.
        public static var timeCreated: FITField { FITField(messageNumber: 0, number: 4, name: "time_created") }
        /// `number`: field 5.
        public static var number: FITField { FITField(messageNumber: 0, number: 5, name: "number") }
        /// `product_name`: field 8.
        public static var productName: FITField { FITField(messageNumber: 0, number: 8, name: "product_name") }
        /// `favero_product`: a sub-field of `product` (field 2).
        public static var faveroProduct: FITField { FITField(messageNumber: 0, number: 2, name: "favero_product") }
        /// `garmin_product`: a sub-field of `product` (field 2).
        public static var garminProduct: FITField { FITField(messageNumber: 0, number: 2, name: "garmin_product") }
    }

    /// The fields of `capabilities` (message 1).
    public enum Capabilities {
        /// `languages`: field 0.
        public static var languages: FITField { FITField(messageNumber: 1, number: 0, name: "languages") }
        /// `sports`: field 1.
        public static var sports: FITField { FITField(messageNumber: 1, number: 1, name: "sports") }
        /// `workouts_supported`: field 21.
        public static var workoutsSupported: FITField { FITField(messageNumber: 1, number: 21, name: "workouts_supported") }
        /// `connectivity_supported`: field 23.
        public static var connectivitySupported: FITField { FITField(messageNumber: 1, number: 23, name: "connectivity_supported") }
    }

    /// The fields of `device_settings` (message 2).
    public enum DeviceSettings {
        /// `active_time_zone`: field 0.
        public static var activeTimeZone: FITField { FITField(messageNumber: 2, number: 0, name: "active_time_zone") }
        /// `utc_offset`: field 1.
        public static var utcOffset: FITField { FITField(messageNumber: 2, number: 1, name: "utc_offset") }
        /// `time_offset`: field 2.
        public static var timeOffset: FITField { FITField(messageNumber: 2, number: 2, name: "time_offset") }
        /// `time_mode`: field 4.
        public static var timeMode: FITField { FITField(messageNumber: 2, number: 4, name: "time_mode") }
        /// `time_zone_offset`: field 5.
        public static var timeZoneOffset: FITField { FITField(messageNumber: 2, number: 5, name: "time_zone_offset") }
        /// `backlight_mode`: field 12.
        public static var backlightMode: FITField { FITField(messageNumber: 2, number: 12, name: "backlight_mode") }
        /// `activity_tracker_enabled`: field 36.
        public static var activityTrackerEnabled: FITField { FITField(messageNumber: 2, number: 36, name: "activity_tracker_enabled") }
        /// `clock_time`: field 39.
        public static var clockTime: FITField { FITField(messageNumber: 2, number: 39, name: "clock_time") }
        /// `pages_enabled`: field 40.
        public static var pagesEnabled: FITField { FITField(messageNumber: 2, number: 40, name: "pages_enabled") }
        /// `move_alert_enabled`: field 46.
        public static var moveAlertEnabled: FITField { FITField(messageNumber: 2, number: 46, name: "move_alert_enabled") }
        /// `date_mode`: field 47.
        public static var dateMode: FITField { FITField(messageNumber: 2, number: 47, name: "date_mode") }
        /// `display_orientation`: field 55.
        public static var displayOrientation: FITField { FITField(messageNumber: 2, number: 55, name: "display_orientation") }
        /// `mounting_side`: field 56.
        public static var mountingSide: FITField { FITField(messageNumber: 2, number: 56, name: "mounting_side") }
        /// `default_page`: field 57.
        public static var defaultPage: FITField { FITField(messageNumber: 2, number: 57, name: "default_page") }
        /// `autosync_min_steps`: field 58.
        public static var autosyncMinSteps: FITField { FITField(messageNumber: 2, number: 58, name: "autosync_min_steps") }
        /// `autosync_min_time`: field 59.
        public static var autosyncMinTime: FITField { FITField(messageNumber: 2, number: 59, name: "autosync_min_time") }
        /// `lactate_threshold_autodetect_enabled`: field 80.
        public static var lactateThresholdAutodetectEnabled: FITField { FITField(messageNumber: 2, number: 80, name: "lactate_threshold_autodetect_enabled") }
        /// `ble_auto_upload_enabled`: field 86.
        public static var bleAutoUploadEnabled: FITField { FITField(messageNumber: 2, number: 86, name: "ble_auto_upload_enabled") }
        /// `auto_sync_frequency`: field 89.
        public static var autoSyncFrequency: FITField { FITField(messageNumber: 2, number: 89, name: "auto_sync_frequency") }
        /// `auto_activity_detect`: field 90.
        public static var autoActivityDetect: FITField { FITField(messageNumber: 2, number: 90, name: "auto_activity_detect") }
        /// `number_of_screens`: field 94.
        public static var numberOfScreens: FITField { FITField(messageNumber: 2, number: 94, name: "number_of_screens") }
        /// `smart_notification_display_orientation`: field 95.
        public static var smartNotificationDisplayOrientation: FITField { FITField(messageNumber: 2, number: 95, name: "smart_notification_display_orientation") }
        /// `tap_interface`: field 134.
        public static var tapInterface: FITField { FITField(messageNumber: 2, number: 134, name: "tap_interface") }
        /// `tap_sensitivity`: field 174.
        public static var tapSensitivity: FITField { FITField(messageNumber: 2, number: 174, name: "tap_sensitivity") }
    }

    /// The fields of `user_profile` (message 3).
    public enum UserProfile {
        /// `friendly_name`: field 0.
        public static var friendlyName: FITField { FITField(messageNumber: 3, number: 0, name: "friendly_name") }
        /// `gender`: field 1.
        public static var gender: FITField { FITField(messageNumber: 3, number: 1, name: "gender") }
        /// `age`: field 2.
        public static var age: FITField { FITField(messageNumber: 3, number: 2, name: "age") }
        /// `height`: field 3.
        public static var height: FITField { FITField(messageNumber: 3, number: 3, name: "height") }
        /// `weight`: field 4.
        public static var weight: FITField { FITField(messageNumber: 3, number: 4, name: "weight") }
        /// `language`: field 5.
        public static var language: FITField { FITField(messageNumber: 3, number: 5, name: "language") }
        /// `elev_setting`: field 6.
        public static var elevSetting: FITField { FITField(messageNumber: 3, number: 6, name: "elev_setting") }
        /// `weight_setting`: field 7.
        public static var weightSetting: FITField { FITField(messageNumber: 3, number: 7, name: "weight_setting") }
        /// `resting_heart_rate`: field 8.
        public static var restingHeartRate: FITField { FITField(messageNumber: 3, number: 8, name: "resting_heart_rate") }
        /// `default_max_running_heart_rate`: field 9.
        public static var defaultMaxRunningHeartRate: FITField { FITField(messageNumber: 3, number: 9, name: "default_max_running_heart_rate") }
        /// `default_max_biking_heart_rate`: field 10.
        public static var defaultMaxBikingHeartRate: FITField { FITField(messageNumber: 3, number: 10, name: "default_max_biking_heart_rate") }
        /// `default_max_heart_rate`: field 11.
        public static var defaultMaxHeartRate: FITField { FITField(messageNumber: 3, number: 11, name: "default_max_heart_rate") }
        /// `hr_setting`: field 12.
        public static var hrSetting: FITField { FITField(messageNumber: 3, number: 12, name: "hr_setting") }
        /// `speed_setting`: field 13.
        public static var speedSetting: FITField { FITField(messageNumber: 3, number: 13, name: "speed_setting") }
        /// `dist_setting`: field 14.
        public static var distSetting: FITField { FITField(messageNumber: 3, number: 14, name: "dist_setting") }
        /// `power_setting`: field 16.
        public static var powerSetting: FITField { FITField(messageNumber: 3, number: 16, name: "power_setting") }
        /// `activity_class`: field 17.
        public static var activityClass: FITField { FITField(messageNumber: 3, number: 17, name: "activity_class") }
        /// `position_setting`: field 18.
        public static var positionSetting: FITField { FITField(messageNumber: 3, number: 18, name: "position_setting") }
        /// `temperature_setting`: field 21.
        public static var temperatureSetting: FITField { FITField(messageNumber: 3, number: 21, name: "temperature_setting") }
        /// `local_id`: field 22.
        public static var localId: FITField { FITField(messageNumber: 3, number: 22, name: "local_id") }
        /// `global_id`: field 23.
        public static var globalId: FITField { FITField(messageNumber: 3, number: 23, name: "global_id") }
        /// `wake_time`: field 28.
        public static var wakeTime: FITField { FITField(messageNumber: 3, number: 28, name: "wake_time") }
        /// `sleep_time`: field 29.
        public static var sleepTime: FITField { FITField(messageNumber: 3, number: 29, name: "sleep_time") }
        /// `height_setting`: field 30.
        public static var heightSetting: FITField { FITField(messageNumber: 3, number: 30, name: "height_setting") }
        /// `user_running_step_length`: field 31.
        public static var userRunningStepLength: FITField { FITField(messageNumber: 3, number: 31, name: "user_running_step_length") }
        /// `user_walking_step_length`: field 32.
        public static var userWalkingStepLength: FITField { FITField(messageNumber: 3, number: 32, name: "user_walking_step_length") }
        /// `depth_setting`: field 47.
        public static var depthSetting: FITField { FITField(messageNumber: 3, number: 47, name: "depth_setting") }
        /// `dive_count`: field 49.
        public static var diveCount: FITField { FITField(messageNumber: 3, number: 49, name: "dive_count") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 3, number: 254, name: "message_index") }
    }

    /// The fields of `hrm_profile` (message 4).
    public enum HrmProfile {
        /// `enabled`: field 0.
        public static var enabled: FITField { FITField(messageNumber: 4, number: 0, name: "enabled") }
        /// `hrm_ant_id`: field 1.
        public static var hrmAntId: FITField { FITField(messageNumber: 4, number: 1, name: "hrm_ant_id") }
        /// `log_hrv`: field 2.
        public static var logHrv: FITField { FITField(messageNumber: 4, number: 2, name: "log_hrv") }
        /// `hrm_ant_id_trans_type`: field 3.
        public static var hrmAntIdTransType: FITField { FITField(messageNumber: 4, number: 3, name: "hrm_ant_id_trans_type") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 4, number: 254, name: "message_index") }
    }

    /// The fields of `sdm_profile` (message 5).
    public enum SdmProfile {
        /// `enabled`: field 0.
        public static var enabled: FITField { FITField(messageNumber: 5, number: 0, name: "enabled") }
        /// `sdm_ant_id`: field 1.
        public static var sdmAntId: FITField { FITField(messageNumber: 5, number: 1, name: "sdm_ant_id") }
        /// `sdm_cal_factor`: field 2.
        public static var sdmCalFactor: FITField { FITField(messageNumber: 5, number: 2, name: "sdm_cal_factor") }
        /// `odometer`: field 3.
        public static var odometer: FITField { FITField(messageNumber: 5, number: 3, name: "odometer") }
        /// `speed_source`: field 4.
        public static var speedSource: FITField { FITField(messageNumber: 5, number: 4, name: "speed_source") }
        /// `sdm_ant_id_trans_type`: field 5.
        public static var sdmAntIdTransType: FITField { FITField(messageNumber: 5, number: 5, name: "sdm_ant_id_trans_type") }
        /// `odometer_rollover`: field 7.
        public static var odometerRollover: FITField { FITField(messageNumber: 5, number: 7, name: "odometer_rollover") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 5, number: 254, name: "message_index") }
    }

    /// The fields of `bike_profile` (message 6).
    public enum BikeProfile {
        /// `name`: field 0.
        public static var name: FITField { FITField(messageNumber: 6, number: 0, name: "name") }
        /// `sport`: field 1.
        public static var sport: FITField { FITField(messageNumber: 6, number: 1, name: "sport") }
        /// `sub_sport`: field 2.
        public static var subSport: FITField { FITField(messageNumber: 6, number: 2, name: "sub_sport") }
        /// `odometer`: field 3.
        public static var odometer: FITField { FITField(messageNumber: 6, number: 3, name: "odometer") }
        /// `bike_spd_ant_id`: field 4.
        public static var bikeSpdAntId: FITField { FITField(messageNumber: 6, number: 4, name: "bike_spd_ant_id") }
        /// `bike_cad_ant_id`: field 5.
        public static var bikeCadAntId: FITField { FITField(messageNumber: 6, number: 5, name: "bike_cad_ant_id") }
        /// `bike_spdcad_ant_id`: field 6.
        public static var bikeSpdcadAntId: FITField { FITField(messageNumber: 6, number: 6, name: "bike_spdcad_ant_id") }
        /// `bike_power_ant_id`: field 7.
        public static var bikePowerAntId: FITField { FITField(messageNumber: 6, number: 7, name: "bike_power_ant_id") }
        /// `custom_wheelsize`: field 8.
        public static var customWheelsize: FITField { FITField(messageNumber: 6, number: 8, name: "custom_wheelsize") }
        /// `auto_wheelsize`: field 9.
        public static var autoWheelsize: FITField { FITField(messageNumber: 6, number: 9, name: "auto_wheelsize") }
        /// `bike_weight`: field 10.
        public static var bikeWeight: FITField { FITField(messageNumber: 6, number: 10, name: "bike_weight") }
        /// `power_cal_factor`: field 11.
        public static var powerCalFactor: FITField { FITField(messageNumber: 6, number: 11, name: "power_cal_factor") }
        /// `auto_wheel_cal`: field 12.
        public static var autoWheelCal: FITField { FITField(messageNumber: 6, number: 12, name: "auto_wheel_cal") }
        /// `auto_power_zero`: field 13.
        public static var autoPowerZero: FITField { FITField(messageNumber: 6, number: 13, name: "auto_power_zero") }
        /// `id`: field 14.
        public static var id: FITField { FITField(messageNumber: 6, number: 14, name: "id") }
        /// `spd_enabled`: field 15.
        public static var spdEnabled: FITField { FITField(messageNumber: 6, number: 15, name: "spd_enabled") }
        /// `cad_enabled`: field 16.
        public static var cadEnabled: FITField { FITField(messageNumber: 6, number: 16, name: "cad_enabled") }
        /// `spdcad_enabled`: field 17.
        public static var spdcadEnabled: FITField { FITField(messageNumber: 6, number: 17, name: "spdcad_enabled") }
        /// `power_enabled`: field 18.
        public static var powerEnabled: FITField { FITField(messageNumber: 6, number: 18, name: "power_enabled") }
        /// `crank_length`: field 19.
        public static var crankLength: FITField { FITField(messageNumber: 6, number: 19, name: "crank_length") }
        /// `enabled`: field 20.
        public static var enabled: FITField { FITField(messageNumber: 6, number: 20, name: "enabled") }
        /// `bike_spd_ant_id_trans_type`: field 21.
        public static var bikeSpdAntIdTransType: FITField { FITField(messageNumber: 6, number: 21, name: "bike_spd_ant_id_trans_type") }
        /// `bike_cad_ant_id_trans_type`: field 22.
        public static var bikeCadAntIdTransType: FITField { FITField(messageNumber: 6, number: 22, name: "bike_cad_ant_id_trans_type") }
        /// `bike_spdcad_ant_id_trans_type`: field 23.
        public static var bikeSpdcadAntIdTransType: FITField { FITField(messageNumber: 6, number: 23, name: "bike_spdcad_ant_id_trans_type") }
        /// `bike_power_ant_id_trans_type`: field 24.
        public static var bikePowerAntIdTransType: FITField { FITField(messageNumber: 6, number: 24, name: "bike_power_ant_id_trans_type") }
        /// `odometer_rollover`: field 37.
        public static var odometerRollover: FITField { FITField(messageNumber: 6, number: 37, name: "odometer_rollover") }
        /// `front_gear_num`: field 38.
        public static var frontGearNum: FITField { FITField(messageNumber: 6, number: 38, name: "front_gear_num") }
        /// `front_gear`: field 39.
        public static var frontGear: FITField { FITField(messageNumber: 6, number: 39, name: "front_gear") }
        /// `rear_gear_num`: field 40.
        public static var rearGearNum: FITField { FITField(messageNumber: 6, number: 40, name: "rear_gear_num") }
        /// `rear_gear`: field 41.
        public static var rearGear: FITField { FITField(messageNumber: 6, number: 41, name: "rear_gear") }
        /// `shimano_di2_enabled`: field 44.
        public static var shimanoDi2Enabled: FITField { FITField(messageNumber: 6, number: 44, name: "shimano_di2_enabled") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 6, number: 254, name: "message_index") }
    }

    /// The fields of `zones_target` (message 7).
    public enum ZonesTarget {
        /// `max_heart_rate`: field 1.
        public static var maxHeartRate: FITField { FITField(messageNumber: 7, number: 1, name: "max_heart_rate") }
        /// `threshold_heart_rate`: field 2.
        public static var thresholdHeartRate: FITField { FITField(messageNumber: 7, number: 2, name: "threshold_heart_rate") }
        /// `functional_threshold_power`: field 3.
        public static var functionalThresholdPower: FITField { FITField(messageNumber: 7, number: 3, name: "functional_threshold_power") }
        /// `hr_calc_type`: field 5.
        public static var hrCalcType: FITField { FITField(messageNumber: 7, number: 5, name: "hr_calc_type") }
        /// `pwr_calc_type`: field 7.
        public static var pwrCalcType: FITField { FITField(messageNumber: 7, number: 7, name: "pwr_calc_type") }
    }

    /// The fields of `hr_zone` (message 8).
    public enum HrZone {
        /// `high_bpm`: field 1.
        public static var highBpm: FITField { FITField(messageNumber: 8, number: 1, name: "high_bpm") }
        /// `name`: field 2.
        public static var name: FITField { FITField(messageNumber: 8, number: 2, name: "name") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 8, number: 254, name: "message_index") }
    }

    /// The fields of `power_zone` (message 9).
    public enum PowerZone {
        /// `high_value`: field 1.
        public static var highValue: FITField { FITField(messageNumber: 9, number: 1, name: "high_value") }
        /// `name`: field 2.
        public static var name: FITField { FITField(messageNumber: 9, number: 2, name: "name") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 9, number: 254, name: "message_index") }
    }

    /// The fields of `met_zone` (message 10).
    public enum MetZone {
        /// `high_bpm`: field 1.
        public static var highBpm: FITField { FITField(messageNumber: 10, number: 1, name: "high_bpm") }
        /// `calories`: field 2.
        public static var calories: FITField { FITField(messageNumber: 10, number: 2, name: "calories") }
        /// `fat_calories`: field 3.
        public static var fatCalories: FITField { FITField(messageNumber: 10, number: 3, name: "fat_calories") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 10, number: 254, name: "message_index") }
    }

    /// The fields of `sport` (message 12).
    public enum Sport {
        /// `sport`: field 0.
        public static var sport: FITField { FITField(messageNumber: 12, number: 0, name: "sport") }
        /// `sub_sport`: field 1.
        public static var subSport: FITField { FITField(messageNumber: 12, number: 1, name: "sub_sport") }
        /// `name`: field 3.
        public static var name: FITField { FITField(messageNumber: 12, number: 3, name: "name") }
    }

    /// The fields of `training_settings` (message 13).
    public enum TrainingSettings {
        /// `target_distance`: field 31.
        public static var targetDistance: FITField { FITField(messageNumber: 13, number: 31, name: "target_distance") }
        /// `target_speed`: field 32.
        public static var targetSpeed: FITField { FITField(messageNumber: 13, number: 32, name: "target_speed") }
        /// `target_time`: field 33.
        public static var targetTime: FITField { FITField(messageNumber: 13, number: 33, name: "target_time") }
        /// `precise_target_speed`: field 153.
        public static var preciseTargetSpeed: FITField { FITField(messageNumber: 13, number: 153, name: "precise_target_speed") }
    }

    /// The fields of `goal` (message 15).
    public enum Goal {
        /// `sport`: field 0.
        public static var sport: FITField { FITField(messageNumber: 15, number: 0, name: "sport") }
        /// `sub_sport`: field 1.
        public static var subSport: FITField { FITField(messageNumber: 15, number: 1, name: "sub_sport") }
        /// `start_date`: field 2.
        public static var startDate: FITField { FITField(messageNumber: 15, number: 2, name: "start_date") }
        /// `end_date`: field 3.
        public static var endDate: FITField { FITField(messageNumber: 15, number: 3, name: "end_date") }
        /// `type`: field 4.
        public static var type: FITField { FITField(messageNumber: 15, number: 4, name: "type") }
        /// `value`: field 5.
        public static var value: FITField { FITField(messageNumber: 15, number: 5, name: "value") }
        /// `repeat`: field 6.
        public static var `repeat`: FITField { FITField(messageNumber: 15, number: 6, name: "repeat") }
        /// `target_value`: field 7.
        public static var targetValue: FITField { FITField(messageNumber: 15, number: 7, name: "target_value") }
        /// `recurrence`: field 8.
        public static var recurrence: FITField { FITField(messageNumber: 15, number: 8, name: "recurrence") }
        /// `recurrence_value`: field 9.
        public static var recurrenceValue: FITField { FITField(messageNumber: 15, number: 9, name: "recurrence_value") }
        /// `enabled`: field 10.
        public static var enabled: FITField { FITField(messageNumber: 15, number: 10, name: "enabled") }
        /// `source`: field 11.
        public static var source: FITField { FITField(messageNumber: 15, number: 11, name: "source") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 15, number: 254, name: "message_index") }
    }

    /// The fields of `session` (message 18).
    public enum Session {
        /// `event`: field 0.
        public static var event: FITField { FITField(messageNumber: 18, number: 0, name: "event") }
        /// `event_type`: field 1.
        public static var eventType: FITField { FITField(messageNumber: 18, number: 1, name: "event_type") }
        /// `start_time`: field 2.
        public static var startTime: FITField { FITField(messageNumber: 18, number: 2, name: "start_time") }
        /// `start_position_lat`: field 3.
        public static var startPositionLat: FITField { FITField(messageNumber: 18, number: 3, name: "start_position_lat") }
        /// `start_position_long`: field 4.
        public static var startPositionLong: FITField { FITField(messageNumber: 18, number: 4, name: "start_position_long") }
        /// `sport`: field 5.
        public static var sport: FITField { FITField(messageNumber: 18, number: 5, name: "sport") }
        /// `sub_sport`: field 6.
        public static var subSport: FITField { FITField(messageNumber: 18, number: 6, name: "sub_sport") }
        /// `total_elapsed_time`: field 7.
        public static var totalElapsedTime: FITField { FITField(messageNumber: 18, number: 7, name: "total_elapsed_time") }
        /// `total_timer_time`: field 8.
        public static var totalTimerTime: FITField { FITField(messageNumber: 18, number: 8, name: "total_timer_time") }
        /// `total_distance`: field 9.
        public static var totalDistance: FITField { FITField(messageNumber: 18, number: 9, name: "total_distance") }
        /// `total_cycles`: field 10.
        public static var totalCycles: FITField { FITField(messageNumber: 18, number: 10, name: "total_cycles") }
        /// `total_calories`: field 11.
        public static var totalCalories: FITField { FITField(messageNumber: 18, number: 11, name: "total_calories") }
        /// `total_fat_calories`: field 13.
        public static var totalFatCalories: FITField { FITField(messageNumber: 18, number: 13, name: "total_fat_calories") }
        /// `avg_speed`: field 14.
        public static var avgSpeed: FITField { FITField(messageNumber: 18, number: 14, name: "avg_speed") }
        /// `max_speed`: field 15.
        public static var maxSpeed: FITField { FITField(messageNumber: 18, number: 15, name: "max_speed") }
        /// `avg_heart_rate`: field 16.
        public static var avgHeartRate: FITField { FITField(messageNumber: 18, number: 16, name: "avg_heart_rate") }
        /// `max_heart_rate`: field 17.
        public static var maxHeartRate: FITField { FITField(messageNumber: 18, number: 17, name: "max_heart_rate") }
        /// `avg_cadence`: field 18.
        public static var avgCadence: FITField { FITField(messageNumber: 18, number: 18, name: "avg_cadence") }
        /// `max_cadence`: field 19.
        public static var maxCadence: FITField { FITField(messageNumber: 18, number: 19, name: "max_cadence") }
        /// `avg_power`: field 20.
        public static var avgPower: FITField { FITField(messageNumber: 18, number: 20, name: "avg_power") }
        /// `max_power`: field 21.
        public static var maxPower: FITField { FITField(messageNumber: 18, number: 21, name: "max_power") }
        /// `total_ascent`: field 22.
        public static var totalAscent: FITField { FITField(messageNumber: 18, number: 22, name: "total_ascent") }
        /// `total_descent`: field 23.
        public static var totalDescent: FITField { FITField(messageNumber: 18, number: 23, name: "total_descent") }
        /// `total_training_effect`: field 24.
        public static var totalTrainingEffect: FITField { FITField(messageNumber: 18, number: 24, name: "total_training_effect") }
        /// `first_lap_index`: field 25.
        public static var firstLapIndex: FITField { FITField(messageNumber: 18, number: 25, name: "first_lap_index") }
        /// `num_laps`: field 26.
        public static var numLaps: FITField { FITField(messageNumber: 18, number: 26, name: "num_laps") }
        /// `event_group`: field 27.
        public static var eventGroup: FITField { FITField(messageNumber: 18, number: 27, name: "event_group") }
        /// `trigger`: field 28.
        public static var trigger: FITField { FITField(messageNumber: 18, number: 28, name: "trigger") }
        /// `nec_lat`: field 29.
        public static var necLat: FITField { FITField(messageNumber: 18, number: 29, name: "nec_lat") }
        /// `nec_long`: field 30.
        public static var necLong: FITField { FITField(messageNumber: 18, number: 30, name: "nec_long") }
        /// `swc_lat`: field 31.
        public static var swcLat: FITField { FITField(messageNumber: 18, number: 31, name: "swc_lat") }
        /// `swc_long`: field 32.
        public static var swcLong: FITField { FITField(messageNumber: 18, number: 32, name: "swc_long") }
        /// `num_lengths`: field 33.
        public static var numLengths: FITField { FITField(messageNumber: 18, number: 33, name: "num_lengths") }
        /// `normalized_power`: field 34.
        public static var normalizedPower: FITField { FITField(messageNumber: 18, number: 34, name: "normalized_power") }
        /// `training_stress_score`: field 35.
        public static var trainingStressScore: FITField { FITField(messageNumber: 18, number: 35, name: "training_stress_score") }
        /// `intensity_factor`: field 36.
        public static var intensityFactor: FITField { FITField(messageNumber: 18, number: 36, name: "intensity_factor") }
        /// `left_right_balance`: field 37.
        public static var leftRightBalance: FITField { FITField(messageNumber: 18, number: 37, name: "left_right_balance") }
        /// `end_position_lat`: field 38.
        public static var endPositionLat: FITField { FITField(messageNumber: 18, number: 38, name: "end_position_lat") }
        /// `end_position_long`: field 39.
        public static var endPositionLong: FITField { FITField(messageNumber: 18, number: 39, name: "end_position_long") }
        /// `avg_stroke_count`: field 41.
        public static var avgStrokeCount: FITField { FITField(messageNumber: 18, number: 41, name: "avg_stroke_count") }
        /// `avg_stroke_distance`: field 42.
        public static var avgStrokeDistance: FITField { FITField(messageNumber: 18, number: 42, name: "avg_stroke_distance") }
        /// `swim_stroke`: field 43.
        public static var swimStroke: FITField { FITField(messageNumber: 18, number: 43, name: "swim_stroke") }
        /// `pool_length`: field 44.
        public static var poolLength: FITField { FITField(messageNumber: 18, number: 44, name: "pool_length") }
        /// `threshold_power`: field 45.
        public static var thresholdPower: FITField { FITField(messageNumber: 18, number: 45, name: "threshold_power") }
        /// `pool_length_unit`: field 46.
        public static var poolLengthUnit: FITField { FITField(messageNumber: 18, number: 46, name: "pool_length_unit") }
        /// `num_active_lengths`: field 47.
        public static var numActiveLengths: FITField { FITField(messageNumber: 18, number: 47, name: "num_active_lengths") }
        /// `total_work`: field 48.
        public static var totalWork: FITField { FITField(messageNumber: 18, number: 48, name: "total_work") }
        /// `avg_altitude`: field 49.
        public static var avgAltitude: FITField { FITField(messageNumber: 18, number: 49, name: "avg_altitude") }
        /// `max_altitude`: field 50.
        public static var maxAltitude: FITField { FITField(messageNumber: 18, number: 50, name: "max_altitude") }
        /// `gps_accuracy`: field 51.
        public static var gpsAccuracy: FITField { FITField(messageNumber: 18, number: 51, name: "gps_accuracy") }
        /// `avg_grade`: field 52.
        public static var avgGrade: FITField { FITField(messageNumber: 18, number: 52, name: "avg_grade") }
        /// `avg_pos_grade`: field 53.
        public static var avgPosGrade: FITField { FITField(messageNumber: 18, number: 53, name: "avg_pos_grade") }
        /// `avg_neg_grade`: field 54.
        public static var avgNegGrade: FITField { FITField(messageNumber: 18, number: 54, name: "avg_neg_grade") }
        /// `max_pos_grade`: field 55.
        public static var maxPosGrade: FITField { FITField(messageNumber: 18, number: 55, name: "max_pos_grade") }
        /// `max_neg_grade`: field 56.
        public static var maxNegGrade: FITField { FITField(messageNumber: 18, number: 56, name: "max_neg_grade") }
        /// `avg_temperature`: field 57.
        public static var avgTemperature: FITField { FITField(messageNumber: 18, number: 57, name: "avg_temperature") }
        /// `max_temperature`: field 58.
        public static var maxTemperature: FITField { FITField(messageNumber: 18, number: 58, name: "max_temperature") }
        /// `total_moving_time`: field 59.
        public static var totalMovingTime: FITField { FITField(messageNumber: 18, number: 59, name: "total_moving_time") }
        /// `avg_pos_vertical_speed`: field 60.
        public static var avgPosVerticalSpeed: FITField { FITField(messageNumber: 18, number: 60, name: "avg_pos_vertical_speed") }
        /// `avg_neg_vertical_speed`: field 61.
        public static var avgNegVerticalSpeed: FITField { FITField(messageNumber: 18, number: 61, name: "avg_neg_vertical_speed") }
        /// `max_pos_vertical_speed`: field 62.
        public static var maxPosVerticalSpeed: FITField { FITField(messageNumber: 18, number: 62, name: "max_pos_vertical_speed") }
        /// `max_neg_vertical_speed`: field 63.
        public static var maxNegVerticalSpeed: FITField { FITField(messageNumber: 18, number: 63, name: "max_neg_vertical_speed") }
        /// `min_heart_rate`: field 64.
        public static var minHeartRate: FITField { FITField(messageNumber: 18, number: 64, name: "min_heart_rate") }
        /// `time_in_hr_zone`: field 65.
        public static var timeInHrZone: FITField { FITField(messageNumber: 18, number: 65, name: "time_in_hr_zone") }
        /// `time_in_speed_zone`: field 66.
        public static var timeInSpeedZone: FITField { FITField(messageNumber: 18, number: 66, name: "time_in_speed_zone") }
        /// `time_in_cadence_zone`: field 67.
        public static var timeInCadenceZone: FITField { FITField(messageNumber: 18, number: 67, name: "time_in_cadence_zone") }
        /// `time_in_power_zone`: field 68.
        public static var timeInPowerZone: FITField { FITField(messageNumber: 18, number: 68, name: "time_in_power_zone") }
        /// `avg_lap_time`: field 69.
        public static var avgLapTime: FITField { FITField(messageNumber: 18, number: 69, name: "avg_lap_time") }
        /// `best_lap_index`: field 70.
        public static var bestLapIndex: FITField { FITField(messageNumber: 18, number: 70, name: "best_lap_index") }
        /// `min_altitude`: field 71.
        public static var minAltitude: FITField { FITField(messageNumber: 18, number: 71, name: "min_altitude") }
        /// `active_time`: field 78.
        public static var activeTime: FITField { FITField(messageNumber: 18, number: 78, name: "active_time") }
        /// `avg_strokes_per_length`: field 79.
        public static var avgStrokesPerLength: FITField { FITField(messageNumber: 18, number: 79, name: "avg_strokes_per_length") }
        /// `avg_swolf`: field 80.
        public static var avgSwolf: FITField { FITField(messageNumber: 18, number: 80, name: "avg_swolf") }
        /// `player_score`: field 82.
        public static var playerScore: FITField { FITField(messageNumber: 18, number: 82, name: "player_score") }
        /// `opponent_score`: field 83.
        public static var opponentScore: FITField { FITField(messageNumber: 18, number: 83, name: "opponent_score") }
        /// `opponent_name`: field 84.
        public static var opponentName: FITField { FITField(messageNumber: 18, number: 84, name: "opponent_name") }
        /// `stroke_count`: field 85.
        public static var strokeCount: FITField { FITField(messageNumber: 18, number: 85, name: "stroke_count") }
        /// `zone_count`: field 86.
        public static var zoneCount: FITField { FITField(messageNumber: 18, number: 86, name: "zone_count") }
        /// `max_ball_speed`: field 87.
        public static var maxBallSpeed: FITField { FITField(messageNumber: 18, number: 87, name: "max_ball_speed") }
        /// `avg_ball_speed`: field 88.
        public static var avgBallSpeed: FITField { FITField(messageNumber: 18, number: 88, name: "avg_ball_speed") }
        /// `avg_vertical_oscillation`: field 89.
        public static var avgVerticalOscillation: FITField { FITField(messageNumber: 18, number: 89, name: "avg_vertical_oscillation") }
        /// `avg_stance_time_percent`: field 90.
        public static var avgStanceTimePercent: FITField { FITField(messageNumber: 18, number: 90, name: "avg_stance_time_percent") }
        /// `avg_stance_time`: field 91.
        public static var avgStanceTime: FITField { FITField(messageNumber: 18, number: 91, name: "avg_stance_time") }
        /// `avg_fractional_cadence`: field 92.
        public static var avgFractionalCadence: FITField { FITField(messageNumber: 18, number: 92, name: "avg_fractional_cadence") }
        /// `max_fractional_cadence`: field 93.
        public static var maxFractionalCadence: FITField { FITField(messageNumber: 18, number: 93, name: "max_fractional_cadence") }
        /// `total_fractional_cycles`: field 94.
        public static var totalFractionalCycles: FITField { FITField(messageNumber: 18, number: 94, name: "total_fractional_cycles") }
        /// `avg_total_hemoglobin_conc`: field 95.
        public static var avgTotalHemoglobinConc: FITField { FITField(messageNumber: 18, number: 95, name: "avg_total_hemoglobin_conc") }
        /// `min_total_hemoglobin_conc`: field 96.
        public static var minTotalHemoglobinConc: FITField { FITField(messageNumber: 18, number: 96, name: "min_total_hemoglobin_conc") }
        /// `max_total_hemoglobin_conc`: field 97.
        public static var maxTotalHemoglobinConc: FITField { FITField(messageNumber: 18, number: 97, name: "max_total_hemoglobin_conc") }
        /// `avg_saturated_hemoglobin_percent`: field 98.
        public static var avgSaturatedHemoglobinPercent: FITField { FITField(messageNumber: 18, number: 98, name: "avg_saturated_hemoglobin_percent") }
        /// `min_saturated_hemoglobin_percent`: field 99.
        public static var minSaturatedHemoglobinPercent: FITField { FITField(messageNumber: 18, number: 99, name: "min_saturated_hemoglobin_percent") }
        /// `max_saturated_hemoglobin_percent`: field 100.
        public static var maxSaturatedHemoglobinPercent: FITField { FITField(messageNumber: 18, number: 100, name: "max_saturated_hemoglobin_percent") }
        /// `avg_left_torque_effectiveness`: field 101.
        public static var avgLeftTorqueEffectiveness: FITField { FITField(messageNumber: 18, number: 101, name: "avg_left_torque_effectiveness") }
        /// `avg_right_torque_effectiveness`: field 102.
        public static var avgRightTorqueEffectiveness: FITField { FITField(messageNumber: 18, number: 102, name: "avg_right_torque_effectiveness") }
        /// `avg_left_pedal_smoothness`: field 103.
        public static var avgLeftPedalSmoothness: FITField { FITField(messageNumber: 18, number: 103, name: "avg_left_pedal_smoothness") }
        /// `avg_right_pedal_smoothness`: field 104.
        public static var avgRightPedalSmoothness: FITField { FITField(messageNumber: 18, number: 104, name: "avg_right_pedal_smoothness") }
        /// `avg_combined_pedal_smoothness`: field 105.
        public static var avgCombinedPedalSmoothness: FITField { FITField(messageNumber: 18, number: 105, name: "avg_combined_pedal_smoothness") }
        /// `num_segment_laps`: field 106.
        public static var numSegmentLaps: FITField { FITField(messageNumber: 18, number: 106, name: "num_segment_laps") }
        /// `front_gear_shift_count`: field 107.
        public static var frontGearShiftCount: FITField { FITField(messageNumber: 18, number: 107, name: "front_gear_shift_count") }
        /// `rear_gear_shift_count`: field 108.
        public static var rearGearShiftCount: FITField { FITField(messageNumber: 18, number: 108, name: "rear_gear_shift_count") }
        /// `sport_profile_name`: field 110.
        public static var sportProfileName: FITField { FITField(messageNumber: 18, number: 110, name: "sport_profile_name") }
        /// `sport_index`: field 111.
        public static var sportIndex: FITField { FITField(messageNumber: 18, number: 111, name: "sport_index") }
        /// `time_standing`: field 112.
        public static var timeStanding: FITField { FITField(messageNumber: 18, number: 112, name: "time_standing") }
        /// `stand_count`: field 113.
        public static var standCount: FITField { FITField(messageNumber: 18, number: 113, name: "stand_count") }
        /// `avg_left_pco`: field 114.
        public static var avgLeftPco: FITField { FITField(messageNumber: 18, number: 114, name: "avg_left_pco") }
        /// `avg_right_pco`: field 115.
        public static var avgRightPco: FITField { FITField(messageNumber: 18, number: 115, name: "avg_right_pco") }
        /// `avg_left_power_phase`: field 116.
        public static var avgLeftPowerPhase: FITField { FITField(messageNumber: 18, number: 116, name: "avg_left_power_phase") }
        /// `avg_left_power_phase_peak`: field 117.
        public static var avgLeftPowerPhasePeak: FITField { FITField(messageNumber: 18, number: 117, name: "avg_left_power_phase_peak") }
        /// `avg_right_power_phase`: field 118.
        public static var avgRightPowerPhase: FITField { FITField(messageNumber: 18, number: 118, name: "avg_right_power_phase") }
        /// `avg_right_power_phase_peak`: field 119.
        public static var avgRightPowerPhasePeak: FITField { FITField(messageNumber: 18, number: 119, name: "avg_right_power_phase_peak") }
        /// `avg_power_position`: field 120.
        public static var avgPowerPosition: FITField { FITField(messageNumber: 18, number: 120, name: "avg_power_position") }
        /// `max_power_position`: field 121.
        public static var maxPowerPosition: FITField { FITField(messageNumber: 18, number: 121, name: "max_power_position") }
        /// `avg_cadence_position`: field 122.
        public static var avgCadencePosition: FITField { FITField(messageNumber: 18, number: 122, name: "avg_cadence_position") }
        /// `max_cadence_position`: field 123.
        public static var maxCadencePosition: FITField { FITField(messageNumber: 18, number: 123, name: "max_cadence_position") }
        /// `enhanced_avg_speed`: field 124.
        public static var enhancedAvgSpeed: FITField { FITField(messageNumber: 18, number: 124, name: "enhanced_avg_speed") }
        /// `enhanced_max_speed`: field 125.
        public static var enhancedMaxSpeed: FITField { FITField(messageNumber: 18, number: 125, name: "enhanced_max_speed") }
        /// `enhanced_avg_altitude`: field 126.
        public static var enhancedAvgAltitude: FITField { FITField(messageNumber: 18, number: 126, name: "enhanced_avg_altitude") }
        /// `enhanced_min_altitude`: field 127.
        public static var enhancedMinAltitude: FITField { FITField(messageNumber: 18, number: 127, name: "enhanced_min_altitude") }
        /// `enhanced_max_altitude`: field 128.
        public static var enhancedMaxAltitude: FITField { FITField(messageNumber: 18, number: 128, name: "enhanced_max_altitude") }
        /// `avg_lev_motor_power`: field 129.
        public static var avgLevMotorPower: FITField { FITField(messageNumber: 18, number: 129, name: "avg_lev_motor_power") }
        /// `max_lev_motor_power`: field 130.
        public static var maxLevMotorPower: FITField { FITField(messageNumber: 18, number: 130, name: "max_lev_motor_power") }
        /// `lev_battery_consumption`: field 131.
        public static var levBatteryConsumption: FITField { FITField(messageNumber: 18, number: 131, name: "lev_battery_consumption") }
        /// `avg_vertical_ratio`: field 132.
        public static var avgVerticalRatio: FITField { FITField(messageNumber: 18, number: 132, name: "avg_vertical_ratio") }
        /// `avg_stance_time_balance`: field 133.
        public static var avgStanceTimeBalance: FITField { FITField(messageNumber: 18, number: 133, name: "avg_stance_time_balance") }
        /// `avg_step_length`: field 134.
        public static var avgStepLength: FITField { FITField(messageNumber: 18, number: 134, name: "avg_step_length") }
        /// `total_anaerobic_training_effect`: field 137.
        public static var totalAnaerobicTrainingEffect: FITField { FITField(messageNumber: 18, number: 137, name: "total_anaerobic_training_effect") }
        /// `avg_vam`: field 139.
        public static var avgVam: FITField { FITField(messageNumber: 18, number: 139, name: "avg_vam") }
        /// `avg_depth`: field 140.
        public static var avgDepth: FITField { FITField(messageNumber: 18, number: 140, name: "avg_depth") }
        /// `max_depth`: field 141.
        public static var maxDepth: FITField { FITField(messageNumber: 18, number: 141, name: "max_depth") }
        /// `surface_interval`: field 142.
        public static var surfaceInterval: FITField { FITField(messageNumber: 18, number: 142, name: "surface_interval") }
        /// `start_cns`: field 143.
        public static var startCns: FITField { FITField(messageNumber: 18, number: 143, name: "start_cns") }
        /// `end_cns`: field 144.
        public static var endCns: FITField { FITField(messageNumber: 18, number: 144, name: "end_cns") }
        /// `start_n2`: field 145.
        public static var startN2: FITField { FITField(messageNumber: 18, number: 145, name: "start_n2") }
        /// `end_n2`: field 146.
        public static var endN2: FITField { FITField(messageNumber: 18, number: 146, name: "end_n2") }
        /// `avg_respiration_rate`: field 147.
        public static var avgRespirationRate: FITField { FITField(messageNumber: 18, number: 147, name: "avg_respiration_rate") }
        /// `max_respiration_rate`: field 148.
        public static var maxRespirationRate: FITField { FITField(messageNumber: 18, number: 148, name: "max_respiration_rate") }
        /// `min_respiration_rate`: field 149.
        public static var minRespirationRate: FITField { FITField(messageNumber: 18, number: 149, name: "min_respiration_rate") }
        /// `min_temperature`: field 150.
        public static var minTemperature: FITField { FITField(messageNumber: 18, number: 150, name: "min_temperature") }
        /// `o2_toxicity`: field 155.
        public static var o2Toxicity: FITField { FITField(messageNumber: 18, number: 155, name: "o2_toxicity") }
        /// `dive_number`: field 156.
        public static var diveNumber: FITField { FITField(messageNumber: 18, number: 156, name: "dive_number") }
        /// `training_load_peak`: field 168.
        public static var trainingLoadPeak: FITField { FITField(messageNumber: 18, number: 168, name: "training_load_peak") }
        /// `enhanced_avg_respiration_rate`: field 169.
        public static var enhancedAvgRespirationRate: FITField { FITField(messageNumber: 18, number: 169, name: "enhanced_avg_respiration_rate") }
        /// `enhanced_max_respiration_rate`: field 170.
        public static var enhancedMaxRespirationRate: FITField { FITField(messageNumber: 18, number: 170, name: "enhanced_max_respiration_rate") }
        /// `enhanced_min_respiration_rate`: field 180.
        public static var enhancedMinRespirationRate: FITField { FITField(messageNumber: 18, number: 180, name: "enhanced_min_respiration_rate") }
        /// `total_grit`: field 181.
        public static var totalGrit: FITField { FITField(messageNumber: 18, number: 181, name: "total_grit") }
        /// `total_flow`: field 182.
        public static var totalFlow: FITField { FITField(messageNumber: 18, number: 182, name: "total_flow") }
        /// `jump_count`: field 183.
        public static var jumpCount: FITField { FITField(messageNumber: 18, number: 183, name: "jump_count") }
        /// `avg_grit`: field 186.
        public static var avgGrit: FITField { FITField(messageNumber: 18, number: 186, name: "avg_grit") }
        /// `avg_flow`: field 187.
        public static var avgFlow: FITField { FITField(messageNumber: 18, number: 187, name: "avg_flow") }
        /// `workout_feel`: field 192.
        public static var workoutFeel: FITField { FITField(messageNumber: 18, number: 192, name: "workout_feel") }
        /// `workout_rpe`: field 193.
        public static var workoutRpe: FITField { FITField(messageNumber: 18, number: 193, name: "workout_rpe") }
        /// `avg_spo2`: field 194.
        public static var avgSpo2: FITField { FITField(messageNumber: 18, number: 194, name: "avg_spo2") }
        /// `avg_stress`: field 195.
        public static var avgStress: FITField { FITField(messageNumber: 18, number: 195, name: "avg_stress") }
        /// `metabolic_calories`: field 196.
        public static var metabolicCalories: FITField { FITField(messageNumber: 18, number: 196, name: "metabolic_calories") }
        /// `sdrr_hrv`: field 197.
        public static var sdrrHrv: FITField { FITField(messageNumber: 18, number: 197, name: "sdrr_hrv") }
        /// `rmssd_hrv`: field 198.
        public static var rmssdHrv: FITField { FITField(messageNumber: 18, number: 198, name: "rmssd_hrv") }
        /// `total_fractional_ascent`: field 199.
        public static var totalFractionalAscent: FITField { FITField(messageNumber: 18, number: 199, name: "total_fractional_ascent") }
        /// `total_fractional_descent`: field 200.
        public static var totalFractionalDescent: FITField { FITField(messageNumber: 18, number: 200, name: "total_fractional_descent") }
        /// `avg_core_temperature`: field 208.
        public static var avgCoreTemperature: FITField { FITField(messageNumber: 18, number: 208, name: "avg_core_temperature") }
        /// `min_core_temperature`: field 209.
        public static var minCoreTemperature: FITField { FITField(messageNumber: 18, number: 209, name: "min_core_temperature") }
        /// `max_core_temperature`: field 210.
        public static var maxCoreTemperature: FITField { FITField(messageNumber: 18, number: 210, name: "max_core_temperature") }
        /// `avg_grade_adjusted_speed`: field 211.
        public static var avgGradeAdjustedSpeed: FITField { FITField(messageNumber: 18, number: 211, name: "avg_grade_adjusted_speed") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 18, number: 253, name: "timestamp") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 18, number: 254, name: "message_index") }
        /// `total_reps`: a sub-field of `total_cycles` (field 10).
        public static var totalReps: FITField { FITField(messageNumber: 18, number: 10, name: "total_reps") }
        /// `total_strides`: a sub-field of `total_cycles` (field 10).
        public static var totalStrides: FITField { FITField(messageNumber: 18, number: 10, name: "total_strides") }
        /// `total_strokes`: a sub-field of `total_cycles` (field 10).
        public static var totalStrokes: FITField { FITField(messageNumber: 18, number: 10, name: "total_strokes") }
        /// `total_pushes`: a sub-field of `total_cycles` (field 10).
        public static var totalPushes: FITField { FITField(messageNumber: 18, number: 10, name: "total_pushes") }
        /// `avg_running_cadence`: a sub-field of `avg_cadence` (field 18).
        public static var avgRunningCadence: FITField { FITField(messageNumber: 18, number: 18, name: "avg_running_cadence") }
        /// `avg_swimming_cadence`: a sub-field of `avg_cadence` (field 18).
        public static var avgSwimmingCadence: FITField { FITField(messageNumber: 18, number: 18, name: "avg_swimming_cadence") }
        /// `avg_paddlesport_cadence`: a sub-field of `avg_cadence` (field 18).
        public static var avgPaddlesportCadence: FITField { FITField(messageNumber: 18, number: 18, name: "avg_paddlesport_cadence") }
        /// `avg_push_cadence`: a sub-field of `avg_cadence` (field 18).
        public static var avgPushCadence: FITField { FITField(messageNumber: 18, number: 18, name: "avg_push_cadence") }
        /// `max_running_cadence`: a sub-field of `max_cadence` (field 19).
        public static var maxRunningCadence: FITField { FITField(messageNumber: 18, number: 19, name: "max_running_cadence") }
        /// `max_swimming_cadence`: a sub-field of `max_cadence` (field 19).
        public static var maxSwimmingCadence: FITField { FITField(messageNumber: 18, number: 19, name: "max_swimming_cadence") }
        /// `max_paddlesport_cadence`: a sub-field of `max_cadence` (field 19).
        public static var maxPaddlesportCadence: FITField { FITField(messageNumber: 18, number: 19, name: "max_paddlesport_cadence") }
        /// `max_push_cadence`: a sub-field of `max_cadence` (field 19).
        public static var maxPushCadence: FITField { FITField(messageNumber: 18, number: 19, name: "max_push_cadence") }
    }

    /// The fields of `lap` (message 19).
    public enum Lap {
        /// `event`: field 0.
        public static var event: FITField { FITField(messageNumber: 19, number: 0, name: "event") }
        /// `event_type`: field 1.
        public static var eventType: FITField { FITField(messageNumber: 19, number: 1, name: "event_type") }
        /// `start_time`: field 2.
        public static var startTime: FITField { FITField(messageNumber: 19, number: 2, name: "start_time") }
        /// `start_position_lat`: field 3.
        public static var startPositionLat: FITField { FITField(messageNumber: 19, number: 3, name: "start_position_lat") }
        /// `start_position_long`: field 4.
        public static var startPositionLong: FITField { FITField(messageNumber: 19, number: 4, name: "start_position_long") }
        /// `end_position_lat`: field 5.
        public static var endPositionLat: FITField { FITField(messageNumber: 19, number: 5, name: "end_position_lat") }
        /// `end_position_long`: field 6.
        public static var endPositionLong: FITField { FITField(messageNumber: 19, number: 6, name: "end_position_long") }
        /// `total_elapsed_time`: field 7.
        public static var totalElapsedTime: FITField { FITField(messageNumber: 19, number: 7, name: "total_elapsed_time") }
        /// `total_timer_time`: field 8.
        public static var totalTimerTime: FITField { FITField(messageNumber: 19, number: 8, name: "total_timer_time") }
        /// `total_distance`: field 9.
        public static var totalDistance: FITField { FITField(messageNumber: 19, number: 9, name: "total_distance") }
        /// `total_cycles`: field 10.
        public static var totalCycles: FITField { FITField(messageNumber: 19, number: 10, name: "total_cycles") }
        /// `total_calories`: field 11.
        public static var totalCalories: FITField { FITField(messageNumber: 19, number: 11, name: "total_calories") }
        /// `total_fat_calories`: field 12.
        public static var totalFatCalories: FITField { FITField(messageNumber: 19, number: 12, name: "total_fat_calories") }
        /// `avg_speed`: field 13.
        public static var avgSpeed: FITField { FITField(messageNumber: 19, number: 13, name: "avg_speed") }
        /// `max_speed`: field 14.
        public static var maxSpeed: FITField { FITField(messageNumber: 19, number: 14, name: "max_speed") }
        /// `avg_heart_rate`: field 15.
        public static var avgHeartRate: FITField { FITField(messageNumber: 19, number: 15, name: "avg_heart_rate") }
        /// `max_heart_rate`: field 16.
        public static var maxHeartRate: FITField { FITField(messageNumber: 19, number: 16, name: "max_heart_rate") }
        /// `avg_cadence`: field 17.
        public static var avgCadence: FITField { FITField(messageNumber: 19, number: 17, name: "avg_cadence") }
        /// `max_cadence`: field 18.
        public static var maxCadence: FITField { FITField(messageNumber: 19, number: 18, name: "max_cadence") }
        /// `avg_power`: field 19.
        public static var avgPower: FITField { FITField(messageNumber: 19, number: 19, name: "avg_power") }
        /// `max_power`: field 20.
        public static var maxPower: FITField { FITField(messageNumber: 19, number: 20, name: "max_power") }
        /// `total_ascent`: field 21.
        public static var totalAscent: FITField { FITField(messageNumber: 19, number: 21, name: "total_ascent") }
        /// `total_descent`: field 22.
        public static var totalDescent: FITField { FITField(messageNumber: 19, number: 22, name: "total_descent") }
        /// `intensity`: field 23.
        public static var intensity: FITField { FITField(messageNumber: 19, number: 23, name: "intensity") }
        /// `lap_trigger`: field 24.
        public static var lapTrigger: FITField { FITField(messageNumber: 19, number: 24, name: "lap_trigger") }
        /// `sport`: field 25.
        public static var sport: FITField { FITField(messageNumber: 19, number: 25, name: "sport") }
        /// `event_group`: field 26.
        public static var eventGroup: FITField { FITField(messageNumber: 19, number: 26, name: "event_group") }
        /// `nec_lat`: field 27.
        public static var necLat: FITField { FITField(messageNumber: 19, number: 27, name: "nec_lat") }
        /// `nec_long`: field 28.
        public static var necLong: FITField { FITField(messageNumber: 19, number: 28, name: "nec_long") }
        /// `swc_lat`: field 29.
        public static var swcLat: FITField { FITField(messageNumber: 19, number: 29, name: "swc_lat") }
        /// `swc_long`: field 30.
        public static var swcLong: FITField { FITField(messageNumber: 19, number: 30, name: "swc_long") }
        /// `num_lengths`: field 32.
        public static var numLengths: FITField { FITField(messageNumber: 19, number: 32, name: "num_lengths") }
        /// `normalized_power`: field 33.
        public static var normalizedPower: FITField { FITField(messageNumber: 19, number: 33, name: "normalized_power") }
        /// `left_right_balance`: field 34.
        public static var leftRightBalance: FITField { FITField(messageNumber: 19, number: 34, name: "left_right_balance") }
        /// `first_length_index`: field 35.
        public static var firstLengthIndex: FITField { FITField(messageNumber: 19, number: 35, name: "first_length_index") }
        /// `avg_stroke_distance`: field 37.
        public static var avgStrokeDistance: FITField { FITField(messageNumber: 19, number: 37, name: "avg_stroke_distance") }
        /// `swim_stroke`: field 38.
        public static var swimStroke: FITField { FITField(messageNumber: 19, number: 38, name: "swim_stroke") }
        /// `sub_sport`: field 39.
        public static var subSport: FITField { FITField(messageNumber: 19, number: 39, name: "sub_sport") }
        /// `num_active_lengths`: field 40.
        public static var numActiveLengths: FITField { FITField(messageNumber: 19, number: 40, name: "num_active_lengths") }
        /// `total_work`: field 41.
        public static var totalWork: FITField { FITField(messageNumber: 19, number: 41, name: "total_work") }
        /// `avg_altitude`: field 42.
        public static var avgAltitude: FITField { FITField(messageNumber: 19, number: 42, name: "avg_altitude") }
        /// `max_altitude`: field 43.
        public static var maxAltitude: FITField { FITField(messageNumber: 19, number: 43, name: "max_altitude") }
        /// `gps_accuracy`: field 44.
        public static var gpsAccuracy: FITField { FITField(messageNumber: 19, number: 44, name: "gps_accuracy") }
        /// `avg_grade`: field 45.
        public static var avgGrade: FITField { FITField(messageNumber: 19, number: 45, name: "avg_grade") }
        /// `avg_pos_grade`: field 46.
        public static var avgPosGrade: FITField { FITField(messageNumber: 19, number: 46, name: "avg_pos_grade") }
        /// `avg_neg_grade`: field 47.
        public static var avgNegGrade: FITField { FITField(messageNumber: 19, number: 47, name: "avg_neg_grade") }
        /// `max_pos_grade`: field 48.
        public static var maxPosGrade: FITField { FITField(messageNumber: 19, number: 48, name: "max_pos_grade") }
        /// `max_neg_grade`: field 49.
        public static var maxNegGrade: FITField { FITField(messageNumber: 19, number: 49, name: "max_neg_grade") }
        /// `avg_temperature`: field 50.
        public static var avgTemperature: FITField { FITField(messageNumber: 19, number: 50, name: "avg_temperature") }
        /// `max_temperature`: field 51.
        public static var maxTemperature: FITField { FITField(messageNumber: 19, number: 51, name: "max_temperature") }
        /// `total_moving_time`: field 52.
        public static var totalMovingTime: FITField { FITField(messageNumber: 19, number: 52, name: "total_moving_time") }
        /// `avg_pos_vertical_speed`: field 53.
        public static var avgPosVerticalSpeed: FITField { FITField(messageNumber: 19, number: 53, name: "avg_pos_vertical_speed") }
        /// `avg_neg_vertical_speed`: field 54.
        public static var avgNegVerticalSpeed: FITField { FITField(messageNumber: 19, number: 54, name: "avg_neg_vertical_speed") }
        /// `max_pos_vertical_speed`: field 55.
        public static var maxPosVerticalSpeed: FITField { FITField(messageNumber: 19, number: 55, name: "max_pos_vertical_speed") }
        /// `max_neg_vertical_speed`: field 56.
        public static var maxNegVerticalSpeed: FITField { FITField(messageNumber: 19, number: 56, name: "max_neg_vertical_speed") }
        /// `time_in_hr_zone`: field 57.
        public static var timeInHrZone: FITField { FITField(messageNumber: 19, number: 57, name: "time_in_hr_zone") }
        /// `time_in_speed_zone`: field 58.
        public static var timeInSpeedZone: FITField { FITField(messageNumber: 19, number: 58, name: "time_in_speed_zone") }
        /// `time_in_cadence_zone`: field 59.
        public static var timeInCadenceZone: FITField { FITField(messageNumber: 19, number: 59, name: "time_in_cadence_zone") }
        /// `time_in_power_zone`: field 60.
        public static var timeInPowerZone: FITField { FITField(messageNumber: 19, number: 60, name: "time_in_power_zone") }
        /// `repetition_num`: field 61.
        public static var repetitionNum: FITField { FITField(messageNumber: 19, number: 61, name: "repetition_num") }
        /// `min_altitude`: field 62.
        public static var minAltitude: FITField { FITField(messageNumber: 19, number: 62, name: "min_altitude") }
        /// `min_heart_rate`: field 63.
        public static var minHeartRate: FITField { FITField(messageNumber: 19, number: 63, name: "min_heart_rate") }
        /// `active_time`: field 70.
        public static var activeTime: FITField { FITField(messageNumber: 19, number: 70, name: "active_time") }
        /// `wkt_step_index`: field 71.
        public static var wktStepIndex: FITField { FITField(messageNumber: 19, number: 71, name: "wkt_step_index") }
        /// `avg_swolf`: field 73.
        public static var avgSwolf: FITField { FITField(messageNumber: 19, number: 73, name: "avg_swolf") }
        /// `opponent_score`: field 74.
        public static var opponentScore: FITField { FITField(messageNumber: 19, number: 74, name: "opponent_score") }
        /// `stroke_count`: field 75.
        public static var strokeCount: FITField { FITField(messageNumber: 19, number: 75, name: "stroke_count") }
        /// `zone_count`: field 76.
        public static var zoneCount: FITField { FITField(messageNumber: 19, number: 76, name: "zone_count") }
        /// `avg_vertical_oscillation`: field 77.
        public static var avgVerticalOscillation: FITField { FITField(messageNumber: 19, number: 77, name: "avg_vertical_oscillation") }
        /// `avg_stance_time_percent`: field 78.
        public static var avgStanceTimePercent: FITField { FITField(messageNumber: 19, number: 78, name: "avg_stance_time_percent") }
        /// `avg_stance_time`: field 79.
        public static var avgStanceTime: FITField { FITField(messageNumber: 19, number: 79, name: "avg_stance_time") }
        /// `avg_fractional_cadence`: field 80.
        public static var avgFractionalCadence: FITField { FITField(messageNumber: 19, number: 80, name: "avg_fractional_cadence") }
        /// `max_fractional_cadence`: field 81.
        public static var maxFractionalCadence: FITField { FITField(messageNumber: 19, number: 81, name: "max_fractional_cadence") }
        /// `total_fractional_cycles`: field 82.
        public static var totalFractionalCycles: FITField { FITField(messageNumber: 19, number: 82, name: "total_fractional_cycles") }
        /// `player_score`: field 83.
        public static var playerScore: FITField { FITField(messageNumber: 19, number: 83, name: "player_score") }
        /// `avg_total_hemoglobin_conc`: field 84.
        public static var avgTotalHemoglobinConc: FITField { FITField(messageNumber: 19, number: 84, name: "avg_total_hemoglobin_conc") }
        /// `min_total_hemoglobin_conc`: field 85.
        public static var minTotalHemoglobinConc: FITField { FITField(messageNumber: 19, number: 85, name: "min_total_hemoglobin_conc") }
        /// `max_total_hemoglobin_conc`: field 86.
        public static var maxTotalHemoglobinConc: FITField { FITField(messageNumber: 19, number: 86, name: "max_total_hemoglobin_conc") }
        /// `avg_saturated_hemoglobin_percent`: field 87.
        public static var avgSaturatedHemoglobinPercent: FITField { FITField(messageNumber: 19, number: 87, name: "avg_saturated_hemoglobin_percent") }
        /// `min_saturated_hemoglobin_percent`: field 88.
        public static var minSaturatedHemoglobinPercent: FITField { FITField(messageNumber: 19, number: 88, name: "min_saturated_hemoglobin_percent") }
        /// `max_saturated_hemoglobin_percent`: field 89.
        public static var maxSaturatedHemoglobinPercent: FITField { FITField(messageNumber: 19, number: 89, name: "max_saturated_hemoglobin_percent") }
        /// `avg_strokes_per_length`: field 90.
        public static var avgStrokesPerLength: FITField { FITField(messageNumber: 19, number: 90, name: "avg_strokes_per_length") }
        /// `avg_left_torque_effectiveness`: field 91.
        public static var avgLeftTorqueEffectiveness: FITField { FITField(messageNumber: 19, number: 91, name: "avg_left_torque_effectiveness") }
        /// `avg_right_torque_effectiveness`: field 92.
        public static var avgRightTorqueEffectiveness: FITField { FITField(messageNumber: 19, number: 92, name: "avg_right_torque_effectiveness") }
        /// `avg_left_pedal_smoothness`: field 93.
        public static var avgLeftPedalSmoothness: FITField { FITField(messageNumber: 19, number: 93, name: "avg_left_pedal_smoothness") }
        /// `avg_right_pedal_smoothness`: field 94.
        public static var avgRightPedalSmoothness: FITField { FITField(messageNumber: 19, number: 94, name: "avg_right_pedal_smoothness") }
        /// `avg_combined_pedal_smoothness`: field 95.
        public static var avgCombinedPedalSmoothness: FITField { FITField(messageNumber: 19, number: 95, name: "avg_combined_pedal_smoothness") }
        /// `front_gear_shift_count`: field 96.
        public static var frontGearShiftCount: FITField { FITField(messageNumber: 19, number: 96, name: "front_gear_shift_count") }
        /// `rear_gear_shift_count`: field 97.
        public static var rearGearShiftCount: FITField { FITField(messageNumber: 19, number: 97, name: "rear_gear_shift_count") }
        /// `time_standing`: field 98.
        public static var timeStanding: FITField { FITField(messageNumber: 19, number: 98, name: "time_standing") }
        /// `stand_count`: field 99.
        public static var standCount: FITField { FITField(messageNumber: 19, number: 99, name: "stand_count") }
        /// `avg_left_pco`: field 100.
        public static var avgLeftPco: FITField { FITField(messageNumber: 19, number: 100, name: "avg_left_pco") }
        /// `avg_right_pco`: field 101.
        public static var avgRightPco: FITField { FITField(messageNumber: 19, number: 101, name: "avg_right_pco") }
        /// `avg_left_power_phase`: field 102.
        public static var avgLeftPowerPhase: FITField { FITField(messageNumber: 19, number: 102, name: "avg_left_power_phase") }
        /// `avg_left_power_phase_peak`: field 103.
        public static var avgLeftPowerPhasePeak: FITField { FITField(messageNumber: 19, number: 103, name: "avg_left_power_phase_peak") }
        /// `avg_right_power_phase`: field 104.
        public static var avgRightPowerPhase: FITField { FITField(messageNumber: 19, number: 104, name: "avg_right_power_phase") }
        /// `avg_right_power_phase_peak`: field 105.
        public static var avgRightPowerPhasePeak: FITField { FITField(messageNumber: 19, number: 105, name: "avg_right_power_phase_peak") }
        /// `avg_power_position`: field 106.
        public static var avgPowerPosition: FITField { FITField(messageNumber: 19, number: 106, name: "avg_power_position") }
        /// `max_power_position`: field 107.
        public static var maxPowerPosition: FITField { FITField(messageNumber: 19, number: 107, name: "max_power_position") }
        /// `avg_cadence_position`: field 108.
        public static var avgCadencePosition: FITField { FITField(messageNumber: 19, number: 108, name: "avg_cadence_position") }
        /// `max_cadence_position`: field 109.
        public static var maxCadencePosition: FITField { FITField(messageNumber: 19, number: 109, name: "max_cadence_position") }
        /// `enhanced_avg_speed`: field 110.
        public static var enhancedAvgSpeed: FITField { FITField(messageNumber: 19, number: 110, name: "enhanced_avg_speed") }
        /// `enhanced_max_speed`: field 111.
        public static var enhancedMaxSpeed: FITField { FITField(messageNumber: 19, number: 111, name: "enhanced_max_speed") }
        /// `enhanced_avg_altitude`: field 112.
        public static var enhancedAvgAltitude: FITField { FITField(messageNumber: 19, number: 112, name: "enhanced_avg_altitude") }
        /// `enhanced_min_altitude`: field 113.
        public static var enhancedMinAltitude: FITField { FITField(messageNumber: 19, number: 113, name: "enhanced_min_altitude") }
        /// `enhanced_max_altitude`: field 114.
        public static var enhancedMaxAltitude: FITField { FITField(messageNumber: 19, number: 114, name: "enhanced_max_altitude") }
        /// `avg_lev_motor_power`: field 115.
        public static var avgLevMotorPower: FITField { FITField(messageNumber: 19, number: 115, name: "avg_lev_motor_power") }
        /// `max_lev_motor_power`: field 116.
        public static var maxLevMotorPower: FITField { FITField(messageNumber: 19, number: 116, name: "max_lev_motor_power") }
        /// `lev_battery_consumption`: field 117.
        public static var levBatteryConsumption: FITField { FITField(messageNumber: 19, number: 117, name: "lev_battery_consumption") }
        /// `avg_vertical_ratio`: field 118.
        public static var avgVerticalRatio: FITField { FITField(messageNumber: 19, number: 118, name: "avg_vertical_ratio") }
        /// `avg_stance_time_balance`: field 119.
        public static var avgStanceTimeBalance: FITField { FITField(messageNumber: 19, number: 119, name: "avg_stance_time_balance") }
        /// `avg_step_length`: field 120.
        public static var avgStepLength: FITField { FITField(messageNumber: 19, number: 120, name: "avg_step_length") }
        /// `avg_vam`: field 121.
        public static var avgVam: FITField { FITField(messageNumber: 19, number: 121, name: "avg_vam") }
        /// `avg_depth`: field 122.
        public static var avgDepth: FITField { FITField(messageNumber: 19, number: 122, name: "avg_depth") }
        /// `max_depth`: field 123.
        public static var maxDepth: FITField { FITField(messageNumber: 19, number: 123, name: "max_depth") }
        /// `min_temperature`: field 124.
        public static var minTemperature: FITField { FITField(messageNumber: 19, number: 124, name: "min_temperature") }
        /// `enhanced_avg_respiration_rate`: field 136.
        public static var enhancedAvgRespirationRate: FITField { FITField(messageNumber: 19, number: 136, name: "enhanced_avg_respiration_rate") }
        /// `enhanced_max_respiration_rate`: field 137.
        public static var enhancedMaxRespirationRate: FITField { FITField(messageNumber: 19, number: 137, name: "enhanced_max_respiration_rate") }
        /// `avg_respiration_rate`: field 147.
        public static var avgRespirationRate: FITField { FITField(messageNumber: 19, number: 147, name: "avg_respiration_rate") }
        /// `max_respiration_rate`: field 148.
        public static var maxRespirationRate: FITField { FITField(messageNumber: 19, number: 148, name: "max_respiration_rate") }
        /// `total_grit`: field 149.
        public static var totalGrit: FITField { FITField(messageNumber: 19, number: 149, name: "total_grit") }
        /// `total_flow`: field 150.
        public static var totalFlow: FITField { FITField(messageNumber: 19, number: 150, name: "total_flow") }
        /// `jump_count`: field 151.
        public static var jumpCount: FITField { FITField(messageNumber: 19, number: 151, name: "jump_count") }
        /// `avg_grit`: field 153.
        public static var avgGrit: FITField { FITField(messageNumber: 19, number: 153, name: "avg_grit") }
        /// `avg_flow`: field 154.
        public static var avgFlow: FITField { FITField(messageNumber: 19, number: 154, name: "avg_flow") }
        /// `metabolic_calories`: field 155.
        public static var metabolicCalories: FITField { FITField(messageNumber: 19, number: 155, name: "metabolic_calories") }
        /// `total_fractional_ascent`: field 156.
        public static var totalFractionalAscent: FITField { FITField(messageNumber: 19, number: 156, name: "total_fractional_ascent") }
        /// `total_fractional_descent`: field 157.
        public static var totalFractionalDescent: FITField { FITField(messageNumber: 19, number: 157, name: "total_fractional_descent") }
        /// `avg_core_temperature`: field 158.
        public static var avgCoreTemperature: FITField { FITField(messageNumber: 19, number: 158, name: "avg_core_temperature") }
        /// `min_core_temperature`: field 159.
        public static var minCoreTemperature: FITField { FITField(messageNumber: 19, number: 159, name: "min_core_temperature") }
        /// `max_core_temperature`: field 160.
        public static var maxCoreTemperature: FITField { FITField(messageNumber: 19, number: 160, name: "max_core_temperature") }
        /// `avg_grade_adjusted_speed`: field 161.
        public static var avgGradeAdjustedSpeed: FITField { FITField(messageNumber: 19, number: 161, name: "avg_grade_adjusted_speed") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 19, number: 253, name: "timestamp") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 19, number: 254, name: "message_index") }
        /// `total_strides`: a sub-field of `total_cycles` (field 10).
        public static var totalStrides: FITField { FITField(messageNumber: 19, number: 10, name: "total_strides") }
        /// `total_strokes`: a sub-field of `total_cycles` (field 10).
        public static var totalStrokes: FITField { FITField(messageNumber: 19, number: 10, name: "total_strokes") }
        /// `total_pushes`: a sub-field of `total_cycles` (field 10).
        public static var totalPushes: FITField { FITField(messageNumber: 19, number: 10, name: "total_pushes") }
        /// `avg_running_cadence`: a sub-field of `avg_cadence` (field 17).
        public static var avgRunningCadence: FITField { FITField(messageNumber: 19, number: 17, name: "avg_running_cadence") }
        /// `avg_swimming_cadence`: a sub-field of `avg_cadence` (field 17).
        public static var avgSwimmingCadence: FITField { FITField(messageNumber: 19, number: 17, name: "avg_swimming_cadence") }
        /// `avg_paddlesport_cadence`: a sub-field of `avg_cadence` (field 17).
        public static var avgPaddlesportCadence: FITField { FITField(messageNumber: 19, number: 17, name: "avg_paddlesport_cadence") }
        /// `avg_push_cadence`: a sub-field of `avg_cadence` (field 17).
        public static var avgPushCadence: FITField { FITField(messageNumber: 19, number: 17, name: "avg_push_cadence") }
        /// `max_running_cadence`: a sub-field of `max_cadence` (field 18).
        public static var maxRunningCadence: FITField { FITField(messageNumber: 19, number: 18, name: "max_running_cadence") }
        /// `max_swimming_cadence`: a sub-field of `max_cadence` (field 18).
        public static var maxSwimmingCadence: FITField { FITField(messageNumber: 19, number: 18, name: "max_swimming_cadence") }
        /// `max_paddlesport_cadence`: a sub-field of `max_cadence` (field 18).
        public static var maxPaddlesportCadence: FITField { FITField(messageNumber: 19, number: 18, name: "max_paddlesport_cadence") }
        /// `max_push_cadence`: a sub-field of `max_cadence` (field 18).
        public static var maxPushCadence: FITField { FITField(messageNumber: 19, number: 18, name: "max_push_cadence") }
    }

    /// The fields of `record` (message 20).
    public enum Record {
        /// `position_lat`: field 0.
        public static var positionLat: FITField { FITField(messageNumber: 20, number: 0, name: "position_lat") }
        /// `position_long`: field 1.
        public static var positionLong: FITField { FITField(messageNumber: 20, number: 1, name: "position_long") }
        /// `altitude`: field 2.
        public static var altitude: FITField { FITField(messageNumber: 20, number: 2, name: "altitude") }
        /// `heart_rate`: field 3.
        public static var heartRate: FITField { FITField(messageNumber: 20, number: 3, name: "heart_rate") }
        /// `cadence`: field 4.
        public static var cadence: FITField { FITField(messageNumber: 20, number: 4, name: "cadence") }
        /// `distance`: field 5.
        public static var distance: FITField { FITField(messageNumber: 20, number: 5, name: "distance") }
        /// `speed`: field 6.
        public static var speed: FITField { FITField(messageNumber: 20, number: 6, name: "speed") }
        /// `power`: field 7.
        public static var power: FITField { FITField(messageNumber: 20, number: 7, name: "power") }
        /// `compressed_speed_distance`: field 8.
        public static var compressedSpeedDistance: FITField { FITField(messageNumber: 20, number: 8, name: "compressed_speed_distance") }
        /// `grade`: field 9.
        public static var grade: FITField { FITField(messageNumber: 20, number: 9, name: "grade") }
        /// `resistance`: field 10.
        public static var resistance: FITField { FITField(messageNumber: 20, number: 10, name: "resistance") }
        /// `time_from_course`: field 11.
        public static var timeFromCourse: FITField { FITField(messageNumber: 20, number: 11, name: "time_from_course") }
        /// `cycle_length`: field 12.
        public static var cycleLength: FITField { FITField(messageNumber: 20, number: 12, name: "cycle_length") }
        /// `temperature`: field 13.
        public static var temperature: FITField { FITField(messageNumber: 20, number: 13, name: "temperature") }
        /// `speed_1s`: field 17.
        public static var speed1s: FITField { FITField(messageNumber: 20, number: 17, name: "speed_1s") }
        /// `cycles`: field 18.
        public static var cycles: FITField { FITField(messageNumber: 20, number: 18, name: "cycles") }
        /// `total_cycles`: field 19.
        public static var totalCycles: FITField { FITField(messageNumber: 20, number: 19, name: "total_cycles") }
        /// `compressed_accumulated_power`: field 28.
        public static var compressedAccumulatedPower: FITField { FITField(messageNumber: 20, number: 28, name: "compressed_accumulated_power") }
        /// `accumulated_power`: field 29.
        public static var accumulatedPower: FITField { FITField(messageNumber: 20, number: 29, name: "accumulated_power") }
        /// `left_right_balance`: field 30.
        public static var leftRightBalance: FITField { FITField(messageNumber: 20, number: 30, name: "left_right_balance") }
        /// `gps_accuracy`: field 31.
        public static var gpsAccuracy: FITField { FITField(messageNumber: 20, number: 31, name: "gps_accuracy") }
        /// `vertical_speed`: field 32.
        public static var verticalSpeed: FITField { FITField(messageNumber: 20, number: 32, name: "vertical_speed") }
        /// `calories`: field 33.
        public static var calories: FITField { FITField(messageNumber: 20, number: 33, name: "calories") }
        /// `vertical_oscillation`: field 39.
        public static var verticalOscillation: FITField { FITField(messageNumber: 20, number: 39, name: "vertical_oscillation") }
        /// `stance_time_percent`: field 40.
        public static var stanceTimePercent: FITField { FITField(messageNumber: 20, number: 40, name: "stance_time_percent") }
        /// `stance_time`: field 41.
        public static var stanceTime: FITField { FITField(messageNumber: 20, number: 41, name: "stance_time") }
        /// `activity_type`: field 42.
        public static var activityType: FITField { FITField(messageNumber: 20, number: 42, name: "activity_type") }
        /// `left_torque_effectiveness`: field 43.
        public static var leftTorqueEffectiveness: FITField { FITField(messageNumber: 20, number: 43, name: "left_torque_effectiveness") }
        /// `right_torque_effectiveness`: field 44.
        public static var rightTorqueEffectiveness: FITField { FITField(messageNumber: 20, number: 44, name: "right_torque_effectiveness") }
        /// `left_pedal_smoothness`: field 45.
        public static var leftPedalSmoothness: FITField { FITField(messageNumber: 20, number: 45, name: "left_pedal_smoothness") }
        /// `right_pedal_smoothness`: field 46.
        public static var rightPedalSmoothness: FITField { FITField(messageNumber: 20, number: 46, name: "right_pedal_smoothness") }
        /// `combined_pedal_smoothness`: field 47.
        public static var combinedPedalSmoothness: FITField { FITField(messageNumber: 20, number: 47, name: "combined_pedal_smoothness") }
        /// `time128`: field 48.
        public static var time128: FITField { FITField(messageNumber: 20, number: 48, name: "time128") }
        /// `stroke_type`: field 49.
        public static var strokeType: FITField { FITField(messageNumber: 20, number: 49, name: "stroke_type") }
        /// `zone`: field 50.
        public static var zone: FITField { FITField(messageNumber: 20, number: 50, name: "zone") }
        /// `ball_speed`: field 51.
        public static var ballSpeed: FITField { FITField(messageNumber: 20, number: 51, name: "ball_speed") }
        /// `cadence256`: field 52.
        public static var cadence256: FITField { FITField(messageNumber: 20, number: 52, name: "cadence256") }
        /// `fractional_cadence`: field 53.
        public static var fractionalCadence: FITField { FITField(messageNumber: 20, number: 53, name: "fractional_cadence") }
        /// `total_hemoglobin_conc`: field 54.
        public static var totalHemoglobinConc: FITField { FITField(messageNumber: 20, number: 54, name: "total_hemoglobin_conc") }
        /// `total_hemoglobin_conc_min`: field 55.
        public static var totalHemoglobinConcMin: FITField { FITField(messageNumber: 20, number: 55, name: "total_hemoglobin_conc_min") }
        /// `total_hemoglobin_conc_max`: field 56.
        public static var totalHemoglobinConcMax: FITField { FITField(messageNumber: 20, number: 56, name: "total_hemoglobin_conc_max") }
        /// `saturated_hemoglobin_percent`: field 57.
        public static var saturatedHemoglobinPercent: FITField { FITField(messageNumber: 20, number: 57, name: "saturated_hemoglobin_percent") }
        /// `saturated_hemoglobin_percent_min`: field 58.
        public static var saturatedHemoglobinPercentMin: FITField { FITField(messageNumber: 20, number: 58, name: "saturated_hemoglobin_percent_min") }
        /// `saturated_hemoglobin_percent_max`: field 59.
        public static var saturatedHemoglobinPercentMax: FITField { FITField(messageNumber: 20, number: 59, name: "saturated_hemoglobin_percent_max") }
        /// `device_index`: field 62.
        public static var deviceIndex: FITField { FITField(messageNumber: 20, number: 62, name: "device_index") }
        /// `left_pco`: field 67.
        public static var leftPco: FITField { FITField(messageNumber: 20, number: 67, name: "left_pco") }
        /// `right_pco`: field 68.
        public static var rightPco: FITField { FITField(messageNumber: 20, number: 68, name: "right_pco") }
        /// `left_power_phase`: field 69.
        public static var leftPowerPhase: FITField { FITField(messageNumber: 20, number: 69, name: "left_power_phase") }
        /// `left_power_phase_peak`: field 70.
        public static var leftPowerPhasePeak: FITField { FITField(messageNumber: 20, number: 70, name: "left_power_phase_peak") }
        /// `right_power_phase`: field 71.
        public static var rightPowerPhase: FITField { FITField(messageNumber: 20, number: 71, name: "right_power_phase") }
        /// `right_power_phase_peak`: field 72.
        public static var rightPowerPhasePeak: FITField { FITField(messageNumber: 20, number: 72, name: "right_power_phase_peak") }
        /// `enhanced_speed`: field 73.
        public static var enhancedSpeed: FITField { FITField(messageNumber: 20, number: 73, name: "enhanced_speed") }
        /// `enhanced_altitude`: field 78.
        public static var enhancedAltitude: FITField { FITField(messageNumber: 20, number: 78, name: "enhanced_altitude") }
        /// `battery_soc`: field 81.
        public static var batterySoc: FITField { FITField(messageNumber: 20, number: 81, name: "battery_soc") }
        /// `motor_power`: field 82.
        public static var motorPower: FITField { FITField(messageNumber: 20, number: 82, name: "motor_power") }
        /// `vertical_ratio`: field 83.
        public static var verticalRatio: FITField { FITField(messageNumber: 20, number: 83, name: "vertical_ratio") }
        /// `stance_time_balance`: field 84.
        public static var stanceTimeBalance: FITField { FITField(messageNumber: 20, number: 84, name: "stance_time_balance") }
        /// `step_length`: field 85.
        public static var stepLength: FITField { FITField(messageNumber: 20, number: 85, name: "step_length") }
        /// `cycle_length16`: field 87.
        public static var cycleLength16: FITField { FITField(messageNumber: 20, number: 87, name: "cycle_length16") }
        /// `absolute_pressure`: field 91.
        public static var absolutePressure: FITField { FITField(messageNumber: 20, number: 91, name: "absolute_pressure") }
        /// `depth`: field 92.
        public static var depth: FITField { FITField(messageNumber: 20, number: 92, name: "depth") }
        /// `next_stop_depth`: field 93.
        public static var nextStopDepth: FITField { FITField(messageNumber: 20, number: 93, name: "next_stop_depth") }
        /// `next_stop_time`: field 94.
        public static var nextStopTime: FITField { FITField(messageNumber: 20, number: 94, name: "next_stop_time") }
        /// `time_to_surface`: field 95.
        public static var timeToSurface: FITField { FITField(messageNumber: 20, number: 95, name: "time_to_surface") }
        /// `ndl_time`: field 96.
        public static var ndlTime: FITField { FITField(messageNumber: 20, number: 96, name: "ndl_time") }
        /// `cns_load`: field 97.
        public static var cnsLoad: FITField { FITField(messageNumber: 20, number: 97, name: "cns_load") }
        /// `n2_load`: field 98.
        public static var n2Load: FITField { FITField(messageNumber: 20, number: 98, name: "n2_load") }
        /// `respiration_rate`: field 99.
        public static var respirationRate: FITField { FITField(messageNumber: 20, number: 99, name: "respiration_rate") }
        /// `enhanced_respiration_rate`: field 108.
        public static var enhancedRespirationRate: FITField { FITField(messageNumber: 20, number: 108, name: "enhanced_respiration_rate") }
        /// `grit`: field 114.
        public static var grit: FITField { FITField(messageNumber: 20, number: 114, name: "grit") }
        /// `flow`: field 115.
        public static var flow: FITField { FITField(messageNumber: 20, number: 115, name: "flow") }
        /// `current_stress`: field 116.
        public static var currentStress: FITField { FITField(messageNumber: 20, number: 116, name: "current_stress") }
        /// `ebike_travel_range`: field 117.
        public static var ebikeTravelRange: FITField { FITField(messageNumber: 20, number: 117, name: "ebike_travel_range") }
        /// `ebike_battery_level`: field 118.
        public static var ebikeBatteryLevel: FITField { FITField(messageNumber: 20, number: 118, name: "ebike_battery_level") }
        /// `ebike_assist_mode`: field 119.
        public static var ebikeAssistMode: FITField { FITField(messageNumber: 20, number: 119, name: "ebike_assist_mode") }
        /// `ebike_assist_level_percent`: field 120.
        public static var ebikeAssistLevelPercent: FITField { FITField(messageNumber: 20, number: 120, name: "ebike_assist_level_percent") }
        /// `air_time_remaining`: field 123.
        public static var airTimeRemaining: FITField { FITField(messageNumber: 20, number: 123, name: "air_time_remaining") }
        /// `pressure_sac`: field 124.
        public static var pressureSac: FITField { FITField(messageNumber: 20, number: 124, name: "pressure_sac") }
        /// `volume_sac`: field 125.
        public static var volumeSac: FITField { FITField(messageNumber: 20, number: 125, name: "volume_sac") }
        /// `rmv`: field 126.
        public static var rmv: FITField { FITField(messageNumber: 20, number: 126, name: "rmv") }
        /// `ascent_rate`: field 127.
        public static var ascentRate: FITField { FITField(messageNumber: 20, number: 127, name: "ascent_rate") }
        /// `po2`: field 129.
        public static var po2: FITField { FITField(messageNumber: 20, number: 129, name: "po2") }
        /// `core_temperature`: field 139.
        public static var coreTemperature: FITField { FITField(messageNumber: 20, number: 139, name: "core_temperature") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 20, number: 253, name: "timestamp") }
    }

    /// The fields of `event` (message 21).
    public enum Event {
        /// `event`: field 0.
        public static var event: FITField { FITField(messageNumber: 21, number: 0, name: "event") }
        /// `event_type`: field 1.
        public static var eventType: FITField { FITField(messageNumber: 21, number: 1, name: "event_type") }
        /// `data16`: field 2.
        public static var data16: FITField { FITField(messageNumber: 21, number: 2, name: "data16") }
        /// `data`: field 3.
        public static var data: FITField { FITField(messageNumber: 21, number: 3, name: "data") }
        /// `event_group`: field 4.
        public static var eventGroup: FITField { FITField(messageNumber: 21, number: 4, name: "event_group") }
        /// `score`: field 7.
        public static var score: FITField { FITField(messageNumber: 21, number: 7, name: "score") }
        /// `opponent_score`: field 8.
        public static var opponentScore: FITField { FITField(messageNumber: 21, number: 8, name: "opponent_score") }
        /// `front_gear_num`: field 9.
        public static var frontGearNum: FITField { FITField(messageNumber: 21, number: 9, name: "front_gear_num") }
        /// `front_gear`: field 10.
        public static var frontGear: FITField { FITField(messageNumber: 21, number: 10, name: "front_gear") }
        /// `rear_gear_num`: field 11.
        public static var rearGearNum: FITField { FITField(messageNumber: 21, number: 11, name: "rear_gear_num") }
        /// `rear_gear`: field 12.
        public static var rearGear: FITField { FITField(messageNumber: 21, number: 12, name: "rear_gear") }
        /// `device_index`: field 13.
        public static var deviceIndex: FITField { FITField(messageNumber: 21, number: 13, name: "device_index") }
        /// `activity_type`: field 14.
        public static var activityType: FITField { FITField(messageNumber: 21, number: 14, name: "activity_type") }
        /// `start_timestamp`: field 15.
        public static var startTimestamp: FITField { FITField(messageNumber: 21, number: 15, name: "start_timestamp") }
        /// `radar_threat_level_max`: field 21.
        public static var radarThreatLevelMax: FITField { FITField(messageNumber: 21, number: 21, name: "radar_threat_level_max") }
        /// `radar_threat_count`: field 22.
        public static var radarThreatCount: FITField { FITField(messageNumber: 21, number: 22, name: "radar_threat_count") }
        /// `radar_threat_avg_approach_speed`: field 23.
        public static var radarThreatAvgApproachSpeed: FITField { FITField(messageNumber: 21, number: 23, name: "radar_threat_avg_approach_speed") }
        /// `radar_threat_max_approach_speed`: field 24.
        public static var radarThreatMaxApproachSpeed: FITField { FITField(messageNumber: 21, number: 24, name: "radar_threat_max_approach_speed") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 21, number: 253, name: "timestamp") }
        /// `timer_trigger`: a sub-field of `data` (field 3).
        public static var timerTrigger: FITField { FITField(messageNumber: 21, number: 3, name: "timer_trigger") }
        /// `course_point_index`: a sub-field of `data` (field 3).
        public static var coursePointIndex: FITField { FITField(messageNumber: 21, number: 3, name: "course_point_index") }
        /// `battery_level`: a sub-field of `data` (field 3).
        public static var batteryLevel: FITField { FITField(messageNumber: 21, number: 3, name: "battery_level") }
        /// `virtual_partner_speed`: a sub-field of `data` (field 3).
        public static var virtualPartnerSpeed: FITField { FITField(messageNumber: 21, number: 3, name: "virtual_partner_speed") }
        /// `hr_high_alert`: a sub-field of `data` (field 3).
        public static var hrHighAlert: FITField { FITField(messageNumber: 21, number: 3, name: "hr_high_alert") }
        /// `hr_low_alert`: a sub-field of `data` (field 3).
        public static var hrLowAlert: FITField { FITField(messageNumber: 21, number: 3, name: "hr_low_alert") }
        /// `speed_high_alert`: a sub-field of `data` (field 3).
        public static var speedHighAlert: FITField { FITField(messageNumber: 21, number: 3, name: "speed_high_alert") }
        /// `speed_low_alert`: a sub-field of `data` (field 3).
        public static var speedLowAlert: FITField { FITField(messageNumber: 21, number: 3, name: "speed_low_alert") }
        /// `cad_high_alert`: a sub-field of `data` (field 3).
        public static var cadHighAlert: FITField { FITField(messageNumber: 21, number: 3, name: "cad_high_alert") }
        /// `cad_low_alert`: a sub-field of `data` (field 3).
        public static var cadLowAlert: FITField { FITField(messageNumber: 21, number: 3, name: "cad_low_alert") }
        /// `power_high_alert`: a sub-field of `data` (field 3).
        public static var powerHighAlert: FITField { FITField(messageNumber: 21, number: 3, name: "power_high_alert") }
        /// `power_low_alert`: a sub-field of `data` (field 3).
        public static var powerLowAlert: FITField { FITField(messageNumber: 21, number: 3, name: "power_low_alert") }
        /// `time_duration_alert`: a sub-field of `data` (field 3).
        public static var timeDurationAlert: FITField { FITField(messageNumber: 21, number: 3, name: "time_duration_alert") }
        /// `distance_duration_alert`: a sub-field of `data` (field 3).
        public static var distanceDurationAlert: FITField { FITField(messageNumber: 21, number: 3, name: "distance_duration_alert") }
        /// `calorie_duration_alert`: a sub-field of `data` (field 3).
        public static var calorieDurationAlert: FITField { FITField(messageNumber: 21, number: 3, name: "calorie_duration_alert") }
        /// `fitness_equipment_state`: a sub-field of `data` (field 3).
        public static var fitnessEquipmentState: FITField { FITField(messageNumber: 21, number: 3, name: "fitness_equipment_state") }
        /// `sport_point`: a sub-field of `data` (field 3).
        public static var sportPoint: FITField { FITField(messageNumber: 21, number: 3, name: "sport_point") }
        /// `gear_change_data`: a sub-field of `data` (field 3).
        public static var gearChangeData: FITField { FITField(messageNumber: 21, number: 3, name: "gear_change_data") }
        /// `rider_position`: a sub-field of `data` (field 3).
        public static var riderPosition: FITField { FITField(messageNumber: 21, number: 3, name: "rider_position") }
        /// `comm_timeout`: a sub-field of `data` (field 3).
        public static var commTimeout: FITField { FITField(messageNumber: 21, number: 3, name: "comm_timeout") }
        /// `dive_alert`: a sub-field of `data` (field 3).
        public static var diveAlert: FITField { FITField(messageNumber: 21, number: 3, name: "dive_alert") }
        /// `auto_activity_detect_duration`: a sub-field of `data` (field 3).
        public static var autoActivityDetectDuration: FITField { FITField(messageNumber: 21, number: 3, name: "auto_activity_detect_duration") }
        /// `radar_threat_alert`: a sub-field of `data` (field 3).
        public static var radarThreatAlert: FITField { FITField(messageNumber: 21, number: 3, name: "radar_threat_alert") }
        /// `auto_activity_detect_start_timestamp`: a sub-field of `start_timestamp` (field 15).
        public static var autoActivityDetectStartTimestamp: FITField { FITField(messageNumber: 21, number: 15, name: "auto_activity_detect_start_timestamp") }
    }

    /// The fields of `device_info` (message 23).
    public enum DeviceInfo {
        /// `device_index`: field 0.
        public static var deviceIndex: FITField { FITField(messageNumber: 23, number: 0, name: "device_index") }
        /// `device_type`: field 1.
        public static var deviceType: FITField { FITField(messageNumber: 23, number: 1, name: "device_type") }
        /// `manufacturer`: field 2.
        public static var manufacturer: FITField { FITField(messageNumber: 23, number: 2, name: "manufacturer") }
        /// `serial_number`: field 3.
        public static var serialNumber: FITField { FITField(messageNumber: 23, number: 3, name: "serial_number") }
        /// `product`: field 4.
        public static var product: FITField { FITField(messageNumber: 23, number: 4, name: "product") }
        /// `software_version`: field 5.
        public static var softwareVersion: FITField { FITField(messageNumber: 23, number: 5, name: "software_version") }
        /// `hardware_version`: field 6.
        public static var hardwareVersion: FITField { FITField(messageNumber: 23, number: 6, name: "hardware_version") }
        /// `cum_operating_time`: field 7.
        public static var cumOperatingTime: FITField { FITField(messageNumber: 23, number: 7, name: "cum_operating_time") }
        /// `battery_voltage`: field 10.
        public static var batteryVoltage: FITField { FITField(messageNumber: 23, number: 10, name: "battery_voltage") }
        /// `battery_status`: field 11.
        public static var batteryStatus: FITField { FITField(messageNumber: 23, number: 11, name: "battery_status") }
        /// `sensor_position`: field 18.
        public static var sensorPosition: FITField { FITField(messageNumber: 23, number: 18, name: "sensor_position") }
        /// `descriptor`: field 19.
        public static var descriptor: FITField { FITField(messageNumber: 23, number: 19, name: "descriptor") }
        /// `ant_transmission_type`: field 20.
        public static var antTransmissionType: FITField { FITField(messageNumber: 23, number: 20, name: "ant_transmission_type") }
        /// `ant_device_number`: field 21.
        public static var antDeviceNumber: FITField { FITField(messageNumber: 23, number: 21, name: "ant_device_number") }
        /// `ant_network`: field 22.
        public static var antNetwork: FITField { FITField(messageNumber: 23, number: 22, name: "ant_network") }
        /// `source_type`: field 25.
        public static var sourceType: FITField { FITField(messageNumber: 23, number: 25, name: "source_type") }
        /// `product_name`: field 27.
        public static var productName: FITField { FITField(messageNumber: 23, number: 27, name: "product_name") }
        /// `battery_level`: field 32.
        public static var batteryLevel: FITField { FITField(messageNumber: 23, number: 32, name: "battery_level") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 23, number: 253, name: "timestamp") }
        /// `ble_device_type`: a sub-field of `device_type` (field 1).
        public static var bleDeviceType: FITField { FITField(messageNumber: 23, number: 1, name: "ble_device_type") }
        /// `antplus_device_type`: a sub-field of `device_type` (field 1).
        public static var antplusDeviceType: FITField { FITField(messageNumber: 23, number: 1, name: "antplus_device_type") }
        /// `ant_device_type`: a sub-field of `device_type` (field 1).
        public static var antDeviceType: FITField { FITField(messageNumber: 23, number: 1, name: "ant_device_type") }
        /// `local_device_type`: a sub-field of `device_type` (field 1).
        public static var localDeviceType: FITField { FITField(messageNumber: 23, number: 1, name: "local_device_type") }
        /// `favero_product`: a sub-field of `product` (field 4).
        public static var faveroProduct: FITField { FITField(messageNumber: 23, number: 4, name: "favero_product") }
        /// `garmin_product`: a sub-field of `product` (field 4).
        public static var garminProduct: FITField { FITField(messageNumber: 23, number: 4, name: "garmin_product") }
    }

    /// The fields of `workout` (message 26).
    public enum Workout {
        /// `sport`: field 4.
        public static var sport: FITField { FITField(messageNumber: 26, number: 4, name: "sport") }
        /// `capabilities`: field 5.
        public static var capabilities: FITField { FITField(messageNumber: 26, number: 5, name: "capabilities") }
        /// `num_valid_steps`: field 6.
        public static var numValidSteps: FITField { FITField(messageNumber: 26, number: 6, name: "num_valid_steps") }
        /// `wkt_name`: field 8.
        public static var wktName: FITField { FITField(messageNumber: 26, number: 8, name: "wkt_name") }
        /// `sub_sport`: field 11.
        public static var subSport: FITField { FITField(messageNumber: 26, number: 11, name: "sub_sport") }
        /// `pool_length`: field 14.
        public static var poolLength: FITField { FITField(messageNumber: 26, number: 14, name: "pool_length") }
        /// `pool_length_unit`: field 15.
        public static var poolLengthUnit: FITField { FITField(messageNumber: 26, number: 15, name: "pool_length_unit") }
        /// `wkt_description`: field 17.
        public static var wktDescription: FITField { FITField(messageNumber: 26, number: 17, name: "wkt_description") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 26, number: 254, name: "message_index") }
    }

    /// The fields of `workout_step` (message 27).
    public enum WorkoutStep {
        /// `wkt_step_name`: field 0.
        public static var wktStepName: FITField { FITField(messageNumber: 27, number: 0, name: "wkt_step_name") }
        /// `duration_type`: field 1.
        public static var durationType: FITField { FITField(messageNumber: 27, number: 1, name: "duration_type") }
        /// `duration_value`: field 2.
        public static var durationValue: FITField { FITField(messageNumber: 27, number: 2, name: "duration_value") }
        /// `target_type`: field 3.
        public static var targetType: FITField { FITField(messageNumber: 27, number: 3, name: "target_type") }
        /// `target_value`: field 4.
        public static var targetValue: FITField { FITField(messageNumber: 27, number: 4, name: "target_value") }
        /// `custom_target_value_low`: field 5.
        public static var customTargetValueLow: FITField { FITField(messageNumber: 27, number: 5, name: "custom_target_value_low") }
        /// `custom_target_value_high`: field 6.
        public static var customTargetValueHigh: FITField { FITField(messageNumber: 27, number: 6, name: "custom_target_value_high") }
        /// `intensity`: field 7.
        public static var intensity: FITField { FITField(messageNumber: 27, number: 7, name: "intensity") }
        /// `notes`: field 8.
        public static var notes: FITField { FITField(messageNumber: 27, number: 8, name: "notes") }
        /// `equipment`: field 9.
        public static var equipment: FITField { FITField(messageNumber: 27, number: 9, name: "equipment") }
        /// `exercise_category`: field 10.
        public static var exerciseCategory: FITField { FITField(messageNumber: 27, number: 10, name: "exercise_category") }
        /// `exercise_name`: field 11.
        public static var exerciseName: FITField { FITField(messageNumber: 27, number: 11, name: "exercise_name") }
        /// `exercise_weight`: field 12.
        public static var exerciseWeight: FITField { FITField(messageNumber: 27, number: 12, name: "exercise_weight") }
        /// `weight_display_unit`: field 13.
        public static var weightDisplayUnit: FITField { FITField(messageNumber: 27, number: 13, name: "weight_display_unit") }
        /// `secondary_target_type`: field 19.
        public static var secondaryTargetType: FITField { FITField(messageNumber: 27, number: 19, name: "secondary_target_type") }
        /// `secondary_target_value`: field 20.
        public static var secondaryTargetValue: FITField { FITField(messageNumber: 27, number: 20, name: "secondary_target_value") }
        /// `secondary_custom_target_value_low`: field 21.
        public static var secondaryCustomTargetValueLow: FITField { FITField(messageNumber: 27, number: 21, name: "secondary_custom_target_value_low") }
        /// `secondary_custom_target_value_high`: field 22.
        public static var secondaryCustomTargetValueHigh: FITField { FITField(messageNumber: 27, number: 22, name: "secondary_custom_target_value_high") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 27, number: 254, name: "message_index") }
        /// `duration_time`: a sub-field of `duration_value` (field 2).
        public static var durationTime: FITField { FITField(messageNumber: 27, number: 2, name: "duration_time") }
        /// `duration_distance`: a sub-field of `duration_value` (field 2).
        public static var durationDistance: FITField { FITField(messageNumber: 27, number: 2, name: "duration_distance") }
        /// `duration_hr`: a sub-field of `duration_value` (field 2).
        public static var durationHr: FITField { FITField(messageNumber: 27, number: 2, name: "duration_hr") }
        /// `duration_calories`: a sub-field of `duration_value` (field 2).
        public static var durationCalories: FITField { FITField(messageNumber: 27, number: 2, name: "duration_calories") }
        /// `duration_step`: a sub-field of `duration_value` (field 2).
        public static var durationStep: FITField { FITField(messageNumber: 27, number: 2, name: "duration_step") }
        /// `duration_power`: a sub-field of `duration_value` (field 2).
        public static var durationPower: FITField { FITField(messageNumber: 27, number: 2, name: "duration_power") }
        /// `duration_reps`: a sub-field of `duration_value` (field 2).
        public static var durationReps: FITField { FITField(messageNumber: 27, number: 2, name: "duration_reps") }
        /// `target_speed_zone`: a sub-field of `target_value` (field 4).
        public static var targetSpeedZone: FITField { FITField(messageNumber: 27, number: 4, name: "target_speed_zone") }
        /// `target_hr_zone`: a sub-field of `target_value` (field 4).
        public static var targetHrZone: FITField { FITField(messageNumber: 27, number: 4, name: "target_hr_zone") }
        /// `target_cadence_zone`: a sub-field of `target_value` (field 4).
        public static var targetCadenceZone: FITField { FITField(messageNumber: 27, number: 4, name: "target_cadence_zone") }
        /// `target_power_zone`: a sub-field of `target_value` (field 4).
        public static var targetPowerZone: FITField { FITField(messageNumber: 27, number: 4, name: "target_power_zone") }
        /// `repeat_steps`: a sub-field of `target_value` (field 4).
        public static var repeatSteps: FITField { FITField(messageNumber: 27, number: 4, name: "repeat_steps") }
        /// `repeat_time`: a sub-field of `target_value` (field 4).
        public static var repeatTime: FITField { FITField(messageNumber: 27, number: 4, name: "repeat_time") }
        /// `repeat_distance`: a sub-field of `target_value` (field 4).
        public static var repeatDistance: FITField { FITField(messageNumber: 27, number: 4, name: "repeat_distance") }
        /// `repeat_calories`: a sub-field of `target_value` (field 4).
        public static var repeatCalories: FITField { FITField(messageNumber: 27, number: 4, name: "repeat_calories") }
        /// `repeat_hr`: a sub-field of `target_value` (field 4).
        public static var repeatHr: FITField { FITField(messageNumber: 27, number: 4, name: "repeat_hr") }
        /// `repeat_power`: a sub-field of `target_value` (field 4).
        public static var repeatPower: FITField { FITField(messageNumber: 27, number: 4, name: "repeat_power") }
        /// `target_stroke_type`: a sub-field of `target_value` (field 4).
        public static var targetStrokeType: FITField { FITField(messageNumber: 27, number: 4, name: "target_stroke_type") }
        /// `custom_target_speed_low`: a sub-field of `custom_target_value_low` (field 5).
        public static var customTargetSpeedLow: FITField { FITField(messageNumber: 27, number: 5, name: "custom_target_speed_low") }
        /// `custom_target_heart_rate_low`: a sub-field of `custom_target_value_low` (field 5).
        public static var customTargetHeartRateLow: FITField { FITField(messageNumber: 27, number: 5, name: "custom_target_heart_rate_low") }
        /// `custom_target_cadence_low`: a sub-field of `custom_target_value_low` (field 5).
        public static var customTargetCadenceLow: FITField { FITField(messageNumber: 27, number: 5, name: "custom_target_cadence_low") }
        /// `custom_target_power_low`: a sub-field of `custom_target_value_low` (field 5).
        public static var customTargetPowerLow: FITField { FITField(messageNumber: 27, number: 5, name: "custom_target_power_low") }
        /// `custom_target_speed_high`: a sub-field of `custom_target_value_high` (field 6).
        public static var customTargetSpeedHigh: FITField { FITField(messageNumber: 27, number: 6, name: "custom_target_speed_high") }
        /// `custom_target_heart_rate_high`: a sub-field of `custom_target_value_high` (field 6).
        public static var customTargetHeartRateHigh: FITField { FITField(messageNumber: 27, number: 6, name: "custom_target_heart_rate_high") }
        /// `custom_target_cadence_high`: a sub-field of `custom_target_value_high` (field 6).
        public static var customTargetCadenceHigh: FITField { FITField(messageNumber: 27, number: 6, name: "custom_target_cadence_high") }
        /// `custom_target_power_high`: a sub-field of `custom_target_value_high` (field 6).
        public static var customTargetPowerHigh: FITField { FITField(messageNumber: 27, number: 6, name: "custom_target_power_high") }
        /// `secondary_target_speed_zone`: a sub-field of `secondary_target_value` (field 20).
        public static var secondaryTargetSpeedZone: FITField { FITField(messageNumber: 27, number: 20, name: "secondary_target_speed_zone") }
        /// `secondary_target_hr_zone`: a sub-field of `secondary_target_value` (field 20).
        public static var secondaryTargetHrZone: FITField { FITField(messageNumber: 27, number: 20, name: "secondary_target_hr_zone") }
        /// `secondary_target_cadence_zone`: a sub-field of `secondary_target_value` (field 20).
        public static var secondaryTargetCadenceZone: FITField { FITField(messageNumber: 27, number: 20, name: "secondary_target_cadence_zone") }
        /// `secondary_target_power_zone`: a sub-field of `secondary_target_value` (field 20).
        public static var secondaryTargetPowerZone: FITField { FITField(messageNumber: 27, number: 20, name: "secondary_target_power_zone") }
        /// `secondary_target_stroke_type`: a sub-field of `secondary_target_value` (field 20).
        public static var secondaryTargetStrokeType: FITField { FITField(messageNumber: 27, number: 20, name: "secondary_target_stroke_type") }
        /// `secondary_custom_target_speed_low`: a sub-field of `secondary_custom_target_value_low` (field 21).
        public static var secondaryCustomTargetSpeedLow: FITField { FITField(messageNumber: 27, number: 21, name: "secondary_custom_target_speed_low") }
        /// `secondary_custom_target_heart_rate_low`: a sub-field of `secondary_custom_target_value_low` (field 21).
        public static var secondaryCustomTargetHeartRateLow: FITField { FITField(messageNumber: 27, number: 21, name: "secondary_custom_target_heart_rate_low") }
        /// `secondary_custom_target_cadence_low`: a sub-field of `secondary_custom_target_value_low` (field 21).
        public static var secondaryCustomTargetCadenceLow: FITField { FITField(messageNumber: 27, number: 21, name: "secondary_custom_target_cadence_low") }
        /// `secondary_custom_target_power_low`: a sub-field of `secondary_custom_target_value_low` (field 21).
        public static var secondaryCustomTargetPowerLow: FITField { FITField(messageNumber: 27, number: 21, name: "secondary_custom_target_power_low") }
        /// `secondary_custom_target_speed_high`: a sub-field of `secondary_custom_target_value_high` (field 22).
        public static var secondaryCustomTargetSpeedHigh: FITField { FITField(messageNumber: 27, number: 22, name: "secondary_custom_target_speed_high") }
        /// `secondary_custom_target_heart_rate_high`: a sub-field of `secondary_custom_target_value_high` (field 22).
        public static var secondaryCustomTargetHeartRateHigh: FITField { FITField(messageNumber: 27, number: 22, name: "secondary_custom_target_heart_rate_high") }
        /// `secondary_custom_target_cadence_high`: a sub-field of `secondary_custom_target_value_high` (field 22).
        public static var secondaryCustomTargetCadenceHigh: FITField { FITField(messageNumber: 27, number: 22, name: "secondary_custom_target_cadence_high") }
        /// `secondary_custom_target_power_high`: a sub-field of `secondary_custom_target_value_high` (field 22).
        public static var secondaryCustomTargetPowerHigh: FITField { FITField(messageNumber: 27, number: 22, name: "secondary_custom_target_power_high") }
    }

    /// The fields of `schedule` (message 28).
    public enum Schedule {
        /// `manufacturer`: field 0.
        public static var manufacturer: FITField { FITField(messageNumber: 28, number: 0, name: "manufacturer") }
        /// `product`: field 1.
        public static var product: FITField { FITField(messageNumber: 28, number: 1, name: "product") }
        /// `serial_number`: field 2.
        public static var serialNumber: FITField { FITField(messageNumber: 28, number: 2, name: "serial_number") }
        /// `time_created`: field 3.
        public static var timeCreated: FITField { FITField(messageNumber: 28, number: 3, name: "time_created") }
        /// `completed`: field 4.
        public static var completed: FITField { FITField(messageNumber: 28, number: 4, name: "completed") }
        /// `type`: field 5.
        public static var type: FITField { FITField(messageNumber: 28, number: 5, name: "type") }
        /// `scheduled_time`: field 6.
        public static var scheduledTime: FITField { FITField(messageNumber: 28, number: 6, name: "scheduled_time") }
        /// `favero_product`: a sub-field of `product` (field 1).
        public static var faveroProduct: FITField { FITField(messageNumber: 28, number: 1, name: "favero_product") }
        /// `garmin_product`: a sub-field of `product` (field 1).
        public static var garminProduct: FITField { FITField(messageNumber: 28, number: 1, name: "garmin_product") }
    }

    /// The fields of `weight_scale` (message 30).
    public enum WeightScale {
        /// `weight`: field 0.
        public static var weight: FITField { FITField(messageNumber: 30, number: 0, name: "weight") }
        /// `percent_fat`: field 1.
        public static var percentFat: FITField { FITField(messageNumber: 30, number: 1, name: "percent_fat") }
        /// `percent_hydration`: field 2.
        public static var percentHydration: FITField { FITField(messageNumber: 30, number: 2, name: "percent_hydration") }
        /// `visceral_fat_mass`: field 3.
        public static var visceralFatMass: FITField { FITField(messageNumber: 30, number: 3, name: "visceral_fat_mass") }
        /// `bone_mass`: field 4.
        public static var boneMass: FITField { FITField(messageNumber: 30, number: 4, name: "bone_mass") }
        /// `muscle_mass`: field 5.
        public static var muscleMass: FITField { FITField(messageNumber: 30, number: 5, name: "muscle_mass") }
        /// `basal_met`: field 7.
        public static var basalMet: FITField { FITField(messageNumber: 30, number: 7, name: "basal_met") }
        /// `physique_rating`: field 8.
        public static var physiqueRating: FITField { FITField(messageNumber: 30, number: 8, name: "physique_rating") }
        /// `active_met`: field 9.
        public static var activeMet: FITField { FITField(messageNumber: 30, number: 9, name: "active_met") }
        /// `metabolic_age`: field 10.
        public static var metabolicAge: FITField { FITField(messageNumber: 30, number: 10, name: "metabolic_age") }
        /// `visceral_fat_rating`: field 11.
        public static var visceralFatRating: FITField { FITField(messageNumber: 30, number: 11, name: "visceral_fat_rating") }
        /// `user_profile_index`: field 12.
        public static var userProfileIndex: FITField { FITField(messageNumber: 30, number: 12, name: "user_profile_index") }
        /// `bmi`: field 13.
        public static var bmi: FITField { FITField(messageNumber: 30, number: 13, name: "bmi") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 30, number: 253, name: "timestamp") }
    }

    /// The fields of `course` (message 31).
    public enum Course {
        /// `sport`: field 4.
        public static var sport: FITField { FITField(messageNumber: 31, number: 4, name: "sport") }
        /// `name`: field 5.
        public static var name: FITField { FITField(messageNumber: 31, number: 5, name: "name") }
        /// `capabilities`: field 6.
        public static var capabilities: FITField { FITField(messageNumber: 31, number: 6, name: "capabilities") }
        /// `sub_sport`: field 7.
        public static var subSport: FITField { FITField(messageNumber: 31, number: 7, name: "sub_sport") }
    }

    /// The fields of `course_point` (message 32).
    public enum CoursePoint {
        /// `timestamp`: field 1.
        public static var timestamp: FITField { FITField(messageNumber: 32, number: 1, name: "timestamp") }
        /// `position_lat`: field 2.
        public static var positionLat: FITField { FITField(messageNumber: 32, number: 2, name: "position_lat") }
        /// `position_long`: field 3.
        public static var positionLong: FITField { FITField(messageNumber: 32, number: 3, name: "position_long") }
        /// `distance`: field 4.
        public static var distance: FITField { FITField(messageNumber: 32, number: 4, name: "distance") }
        /// `type`: field 5.
        public static var type: FITField { FITField(messageNumber: 32, number: 5, name: "type") }
        /// `name`: field 6.
        public static var name: FITField { FITField(messageNumber: 32, number: 6, name: "name") }
        /// `favorite`: field 8.
        public static var favorite: FITField { FITField(messageNumber: 32, number: 8, name: "favorite") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 32, number: 254, name: "message_index") }
    }

    /// The fields of `totals` (message 33).
    public enum Totals {
        /// `timer_time`: field 0.
        public static var timerTime: FITField { FITField(messageNumber: 33, number: 0, name: "timer_time") }
        /// `distance`: field 1.
        public static var distance: FITField { FITField(messageNumber: 33, number: 1, name: "distance") }
        /// `calories`: field 2.
        public static var calories: FITField { FITField(messageNumber: 33, number: 2, name: "calories") }
        /// `sport`: field 3.
        public static var sport: FITField { FITField(messageNumber: 33, number: 3, name: "sport") }
        /// `elapsed_time`: field 4.
        public static var elapsedTime: FITField { FITField(messageNumber: 33, number: 4, name: "elapsed_time") }
        /// `sessions`: field 5.
        public static var sessions: FITField { FITField(messageNumber: 33, number: 5, name: "sessions") }
        /// `active_time`: field 6.
        public static var activeTime: FITField { FITField(messageNumber: 33, number: 6, name: "active_time") }
        /// `sport_index`: field 9.
        public static var sportIndex: FITField { FITField(messageNumber: 33, number: 9, name: "sport_index") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 33, number: 253, name: "timestamp") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 33, number: 254, name: "message_index") }
    }

    /// The fields of `activity` (message 34).
    public enum Activity {
        /// `total_timer_time`: field 0.
        public static var totalTimerTime: FITField { FITField(messageNumber: 34, number: 0, name: "total_timer_time") }
        /// `num_sessions`: field 1.
        public static var numSessions: FITField { FITField(messageNumber: 34, number: 1, name: "num_sessions") }
        /// `type`: field 2.
        public static var type: FITField { FITField(messageNumber: 34, number: 2, name: "type") }
        /// `event`: field 3.
        public static var event: FITField { FITField(messageNumber: 34, number: 3, name: "event") }
        /// `event_type`: field 4.
        public static var eventType: FITField { FITField(messageNumber: 34, number: 4, name: "event_type") }
        /// `local_timestamp`: field 5.
        public static var localTimestamp: FITField { FITField(messageNumber: 34, number: 5, name: "local_timestamp") }
        /// `event_group`: field 6.
        public static var eventGroup: FITField { FITField(messageNumber: 34, number: 6, name: "event_group") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 34, number: 253, name: "timestamp") }
    }

    /// The fields of `software` (message 35).
    public enum Software {
        /// `version`: field 3.
        public static var version: FITField { FITField(messageNumber: 35, number: 3, name: "version") }
        /// `part_number`: field 5.
        public static var partNumber: FITField { FITField(messageNumber: 35, number: 5, name: "part_number") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 35, number: 254, name: "message_index") }
    }

    /// The fields of `file_capabilities` (message 37).
    public enum FileCapabilities {
        /// `type`: field 0.
        public static var type: FITField { FITField(messageNumber: 37, number: 0, name: "type") }
        /// `flags`: field 1.
        public static var flags: FITField { FITField(messageNumber: 37, number: 1, name: "flags") }
        /// `directory`: field 2.
        public static var directory: FITField { FITField(messageNumber: 37, number: 2, name: "directory") }
        /// `max_count`: field 3.
        public static var maxCount: FITField { FITField(messageNumber: 37, number: 3, name: "max_count") }
        /// `max_size`: field 4.
        public static var maxSize: FITField { FITField(messageNumber: 37, number: 4, name: "max_size") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 37, number: 254, name: "message_index") }
    }

    /// The fields of `mesg_capabilities` (message 38).
    public enum MesgCapabilities {
        /// `file`: field 0.
        public static var file: FITField { FITField(messageNumber: 38, number: 0, name: "file") }
        /// `mesg_num`: field 1.
        public static var mesgNum: FITField { FITField(messageNumber: 38, number: 1, name: "mesg_num") }
        /// `count_type`: field 2.
        public static var countType: FITField { FITField(messageNumber: 38, number: 2, name: "count_type") }
        /// `count`: field 3.
        public static var count: FITField { FITField(messageNumber: 38, number: 3, name: "count") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 38, number: 254, name: "message_index") }
        /// `num_per_file`: a sub-field of `count` (field 3).
        public static var numPerFile: FITField { FITField(messageNumber: 38, number: 3, name: "num_per_file") }
        /// `max_per_file`: a sub-field of `count` (field 3).
        public static var maxPerFile: FITField { FITField(messageNumber: 38, number: 3, name: "max_per_file") }
        /// `max_per_file_type`: a sub-field of `count` (field 3).
        public static var maxPerFileType: FITField { FITField(messageNumber: 38, number: 3, name: "max_per_file_type") }
    }

    /// The fields of `field_capabilities` (message 39).
    public enum FieldCapabilities {
        /// `file`: field 0.
        public static var file: FITField { FITField(messageNumber: 39, number: 0, name: "file") }
        /// `mesg_num`: field 1.
        public static var mesgNum: FITField { FITField(messageNumber: 39, number: 1, name: "mesg_num") }
        /// `field_num`: field 2.
        public static var fieldNum: FITField { FITField(messageNumber: 39, number: 2, name: "field_num") }
        /// `count`: field 3.
        public static var count: FITField { FITField(messageNumber: 39, number: 3, name: "count") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 39, number: 254, name: "message_index") }
    }

    /// The fields of `file_creator` (message 49).
    public enum FileCreator {
        /// `software_version`: field 0.
        public static var softwareVersion: FITField { FITField(messageNumber: 49, number: 0, name: "software_version") }
        /// `hardware_version`: field 1.
        public static var hardwareVersion: FITField { FITField(messageNumber: 49, number: 1, name: "hardware_version") }
    }

    /// The fields of `blood_pressure` (message 51).
    public enum BloodPressure {
        /// `systolic_pressure`: field 0.
        public static var systolicPressure: FITField { FITField(messageNumber: 51, number: 0, name: "systolic_pressure") }
        /// `diastolic_pressure`: field 1.
        public static var diastolicPressure: FITField { FITField(messageNumber: 51, number: 1, name: "diastolic_pressure") }
        /// `mean_arterial_pressure`: field 2.
        public static var meanArterialPressure: FITField { FITField(messageNumber: 51, number: 2, name: "mean_arterial_pressure") }
        /// `map_3_sample_mean`: field 3.
        public static var map3SampleMean: FITField { FITField(messageNumber: 51, number: 3, name: "map_3_sample_mean") }
        /// `map_morning_values`: field 4.
        public static var mapMorningValues: FITField { FITField(messageNumber: 51, number: 4, name: "map_morning_values") }
        /// `map_evening_values`: field 5.
        public static var mapEveningValues: FITField { FITField(messageNumber: 51, number: 5, name: "map_evening_values") }
        /// `heart_rate`: field 6.
        public static var heartRate: FITField { FITField(messageNumber: 51, number: 6, name: "heart_rate") }
        /// `heart_rate_type`: field 7.
        public static var heartRateType: FITField { FITField(messageNumber: 51, number: 7, name: "heart_rate_type") }
        /// `status`: field 8.
        public static var status: FITField { FITField(messageNumber: 51, number: 8, name: "status") }
        /// `user_profile_index`: field 9.
        public static var userProfileIndex: FITField { FITField(messageNumber: 51, number: 9, name: "user_profile_index") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 51, number: 253, name: "timestamp") }
    }

    /// The fields of `speed_zone` (message 53).
    public enum SpeedZone {
        /// `high_value`: field 0.
        public static var highValue: FITField { FITField(messageNumber: 53, number: 0, name: "high_value") }
        /// `name`: field 1.
        public static var name: FITField { FITField(messageNumber: 53, number: 1, name: "name") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 53, number: 254, name: "message_index") }
    }

    /// The fields of `monitoring` (message 55).
    public enum Monitoring {
        /// `device_index`: field 0.
        public static var deviceIndex: FITField { FITField(messageNumber: 55, number: 0, name: "device_index") }
        /// `calories`: field 1.
        public static var calories: FITField { FITField(messageNumber: 55, number: 1, name: "calories") }
        /// `distance`: field 2.
        public static var distance: FITField { FITField(messageNumber: 55, number: 2, name: "distance") }
        /// `cycles`: field 3.
        public static var cycles: FITField { FITField(messageNumber: 55, number: 3, name: "cycles") }
        /// `active_time`: field 4.
        public static var activeTime: FITField { FITField(messageNumber: 55, number: 4, name: "active_time") }
        /// `activity_type`: field 5.
        public static var activityType: FITField { FITField(messageNumber: 55, number: 5, name: "activity_type") }
        /// `activity_subtype`: field 6.
        public static var activitySubtype: FITField { FITField(messageNumber: 55, number: 6, name: "activity_subtype") }
        /// `activity_level`: field 7.
        public static var activityLevel: FITField { FITField(messageNumber: 55, number: 7, name: "activity_level") }
        /// `distance_16`: field 8.
        public static var distance16: FITField { FITField(messageNumber: 55, number: 8, name: "distance_16") }
        /// `cycles_16`: field 9.
        public static var cycles16: FITField { FITField(messageNumber: 55, number: 9, name: "cycles_16") }
        /// `active_time_16`: field 10.
        public static var activeTime16: FITField { FITField(messageNumber: 55, number: 10, name: "active_time_16") }
        /// `local_timestamp`: field 11.
        public static var localTimestamp: FITField { FITField(messageNumber: 55, number: 11, name: "local_timestamp") }
        /// `temperature`: field 12.
        public static var temperature: FITField { FITField(messageNumber: 55, number: 12, name: "temperature") }
        /// `temperature_min`: field 14.
        public static var temperatureMin: FITField { FITField(messageNumber: 55, number: 14, name: "temperature_min") }
        /// `temperature_max`: field 15.
        public static var temperatureMax: FITField { FITField(messageNumber: 55, number: 15, name: "temperature_max") }
        /// `activity_time`: field 16.
        public static var activityTime: FITField { FITField(messageNumber: 55, number: 16, name: "activity_time") }
        /// `active_calories`: field 19.
        public static var activeCalories: FITField { FITField(messageNumber: 55, number: 19, name: "active_calories") }
        /// `current_activity_type_intensity`: field 24.
        public static var currentActivityTypeIntensity: FITField { FITField(messageNumber: 55, number: 24, name: "current_activity_type_intensity") }
        /// `timestamp_min_8`: field 25.
        public static var timestampMin8: FITField { FITField(messageNumber: 55, number: 25, name: "timestamp_min_8") }
        /// `timestamp_16`: field 26.
        public static var timestamp16: FITField { FITField(messageNumber: 55, number: 26, name: "timestamp_16") }
        /// `heart_rate`: field 27.
        public static var heartRate: FITField { FITField(messageNumber: 55, number: 27, name: "heart_rate") }
        /// `intensity`: field 28.
        public static var intensity: FITField { FITField(messageNumber: 55, number: 28, name: "intensity") }
        /// `duration_min`: field 29.
        public static var durationMin: FITField { FITField(messageNumber: 55, number: 29, name: "duration_min") }
        /// `duration`: field 30.
        public static var duration: FITField { FITField(messageNumber: 55, number: 30, name: "duration") }
        /// `ascent`: field 31.
        public static var ascent: FITField { FITField(messageNumber: 55, number: 31, name: "ascent") }
        /// `descent`: field 32.
        public static var descent: FITField { FITField(messageNumber: 55, number: 32, name: "descent") }
        /// `moderate_activity_minutes`: field 33.
        public static var moderateActivityMinutes: FITField { FITField(messageNumber: 55, number: 33, name: "moderate_activity_minutes") }
        /// `vigorous_activity_minutes`: field 34.
        public static var vigorousActivityMinutes: FITField { FITField(messageNumber: 55, number: 34, name: "vigorous_activity_minutes") }
        /// `pushes`: field 41.
        public static var pushes: FITField { FITField(messageNumber: 55, number: 41, name: "pushes") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 55, number: 253, name: "timestamp") }
        /// `steps`: a sub-field of `cycles` (field 3).
        public static var steps: FITField { FITField(messageNumber: 55, number: 3, name: "steps") }
        /// `strokes`: a sub-field of `cycles` (field 3).
        public static var strokes: FITField { FITField(messageNumber: 55, number: 3, name: "strokes") }
    }

    /// The fields of `training_file` (message 72).
    public enum TrainingFile {
        /// `type`: field 0.
        public static var type: FITField { FITField(messageNumber: 72, number: 0, name: "type") }
        /// `manufacturer`: field 1.
        public static var manufacturer: FITField { FITField(messageNumber: 72, number: 1, name: "manufacturer") }
        /// `product`: field 2.
        public static var product: FITField { FITField(messageNumber: 72, number: 2, name: "product") }
        /// `serial_number`: field 3.
        public static var serialNumber: FITField { FITField(messageNumber: 72, number: 3, name: "serial_number") }
        /// `time_created`: field 4.
        public static var timeCreated: FITField { FITField(messageNumber: 72, number: 4, name: "time_created") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 72, number: 253, name: "timestamp") }
        /// `favero_product`: a sub-field of `product` (field 2).
        public static var faveroProduct: FITField { FITField(messageNumber: 72, number: 2, name: "favero_product") }
        /// `garmin_product`: a sub-field of `product` (field 2).
        public static var garminProduct: FITField { FITField(messageNumber: 72, number: 2, name: "garmin_product") }
    }

    /// The fields of `hrv` (message 78).
    public enum Hrv {
        /// `time`: field 0.
        public static var time: FITField { FITField(messageNumber: 78, number: 0, name: "time") }
    }

    /// The fields of `ant_rx` (message 80).
    public enum AntRx {
        /// `fractional_timestamp`: field 0.
        public static var fractionalTimestamp: FITField { FITField(messageNumber: 80, number: 0, name: "fractional_timestamp") }
        /// `mesg_id`: field 1.
        public static var mesgId: FITField { FITField(messageNumber: 80, number: 1, name: "mesg_id") }
        /// `mesg_data`: field 2.
        public static var mesgData: FITField { FITField(messageNumber: 80, number: 2, name: "mesg_data") }
        /// `channel_number`: field 3.
        public static var channelNumber: FITField { FITField(messageNumber: 80, number: 3, name: "channel_number") }
        /// `data`: field 4.
        public static var data: FITField { FITField(messageNumber: 80, number: 4, name: "data") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 80, number: 253, name: "timestamp") }
    }

    /// The fields of `ant_tx` (message 81).
    public enum AntTx {
        /// `fractional_timestamp`: field 0.
        public static var fractionalTimestamp: FITField { FITField(messageNumber: 81, number: 0, name: "fractional_timestamp") }
        /// `mesg_id`: field 1.
        public static var mesgId: FITField { FITField(messageNumber: 81, number: 1, name: "mesg_id") }
        /// `mesg_data`: field 2.
        public static var mesgData: FITField { FITField(messageNumber: 81, number: 2, name: "mesg_data") }
        /// `channel_number`: field 3.
        public static var channelNumber: FITField { FITField(messageNumber: 81, number: 3, name: "channel_number") }
        /// `data`: field 4.
        public static var data: FITField { FITField(messageNumber: 81, number: 4, name: "data") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 81, number: 253, name: "timestamp") }
    }

    /// The fields of `ant_channel_id` (message 82).
    public enum AntChannelId {
        /// `channel_number`: field 0.
        public static var channelNumber: FITField { FITField(messageNumber: 82, number: 0, name: "channel_number") }
        /// `device_type`: field 1.
        public static var deviceType: FITField { FITField(messageNumber: 82, number: 1, name: "device_type") }
        /// `device_number`: field 2.
        public static var deviceNumber: FITField { FITField(messageNumber: 82, number: 2, name: "device_number") }
        /// `transmission_type`: field 3.
        public static var transmissionType: FITField { FITField(messageNumber: 82, number: 3, name: "transmission_type") }
        /// `device_index`: field 4.
        public static var deviceIndex: FITField { FITField(messageNumber: 82, number: 4, name: "device_index") }
    }

    /// The fields of `length` (message 101).
    public enum Length {
        /// `event`: field 0.
        public static var event: FITField { FITField(messageNumber: 101, number: 0, name: "event") }
        /// `event_type`: field 1.
        public static var eventType: FITField { FITField(messageNumber: 101, number: 1, name: "event_type") }
        /// `start_time`: field 2.
        public static var startTime: FITField { FITField(messageNumber: 101, number: 2, name: "start_time") }
        /// `total_elapsed_time`: field 3.
        public static var totalElapsedTime: FITField { FITField(messageNumber: 101, number: 3, name: "total_elapsed_time") }
        /// `total_timer_time`: field 4.
        public static var totalTimerTime: FITField { FITField(messageNumber: 101, number: 4, name: "total_timer_time") }
        /// `total_strokes`: field 5.
        public static var totalStrokes: FITField { FITField(messageNumber: 101, number: 5, name: "total_strokes") }
        /// `avg_speed`: field 6.
        public static var avgSpeed: FITField { FITField(messageNumber: 101, number: 6, name: "avg_speed") }
        /// `swim_stroke`: field 7.
        public static var swimStroke: FITField { FITField(messageNumber: 101, number: 7, name: "swim_stroke") }
        /// `avg_swimming_cadence`: field 9.
        public static var avgSwimmingCadence: FITField { FITField(messageNumber: 101, number: 9, name: "avg_swimming_cadence") }
        /// `event_group`: field 10.
        public static var eventGroup: FITField { FITField(messageNumber: 101, number: 10, name: "event_group") }
        /// `total_calories`: field 11.
        public static var totalCalories: FITField { FITField(messageNumber: 101, number: 11, name: "total_calories") }
        /// `length_type`: field 12.
        public static var lengthType: FITField { FITField(messageNumber: 101, number: 12, name: "length_type") }
        /// `player_score`: field 18.
        public static var playerScore: FITField { FITField(messageNumber: 101, number: 18, name: "player_score") }
        /// `opponent_score`: field 19.
        public static var opponentScore: FITField { FITField(messageNumber: 101, number: 19, name: "opponent_score") }
        /// `stroke_count`: field 20.
        public static var strokeCount: FITField { FITField(messageNumber: 101, number: 20, name: "stroke_count") }
        /// `zone_count`: field 21.
        public static var zoneCount: FITField { FITField(messageNumber: 101, number: 21, name: "zone_count") }
        /// `enhanced_avg_respiration_rate`: field 22.
        public static var enhancedAvgRespirationRate: FITField { FITField(messageNumber: 101, number: 22, name: "enhanced_avg_respiration_rate") }
        /// `enhanced_max_respiration_rate`: field 23.
        public static var enhancedMaxRespirationRate: FITField { FITField(messageNumber: 101, number: 23, name: "enhanced_max_respiration_rate") }
        /// `avg_respiration_rate`: field 24.
        public static var avgRespirationRate: FITField { FITField(messageNumber: 101, number: 24, name: "avg_respiration_rate") }
        /// `max_respiration_rate`: field 25.
        public static var maxRespirationRate: FITField { FITField(messageNumber: 101, number: 25, name: "max_respiration_rate") }
        /// `metabolic_calories`: field 26.
        public static var metabolicCalories: FITField { FITField(messageNumber: 101, number: 26, name: "metabolic_calories") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 101, number: 253, name: "timestamp") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 101, number: 254, name: "message_index") }
    }

    /// The fields of `monitoring_info` (message 103).
    public enum MonitoringInfo {
        /// `local_timestamp`: field 0.
        public static var localTimestamp: FITField { FITField(messageNumber: 103, number: 0, name: "local_timestamp") }
        /// `activity_type`: field 1.
        public static var activityType: FITField { FITField(messageNumber: 103, number: 1, name: "activity_type") }
        /// `cycles_to_distance`: field 3.
        public static var cyclesToDistance: FITField { FITField(messageNumber: 103, number: 3, name: "cycles_to_distance") }
        /// `cycles_to_calories`: field 4.
        public static var cyclesToCalories: FITField { FITField(messageNumber: 103, number: 4, name: "cycles_to_calories") }
        /// `resting_metabolic_rate`: field 5.
        public static var restingMetabolicRate: FITField { FITField(messageNumber: 103, number: 5, name: "resting_metabolic_rate") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 103, number: 253, name: "timestamp") }
    }

    /// The fields of `battery` (message 104).
    public enum Battery {
        /// `capacity`: field 2.
        public static var capacity: FITField { FITField(messageNumber: 104, number: 2, name: "capacity") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 104, number: 253, name: "timestamp") }
    }

    /// The fields of `pad` (message 105).
    public enum Pad {
    }

    /// The fields of `slave_device` (message 106).
    public enum SlaveDevice {
        /// `manufacturer`: field 0.
        public static var manufacturer: FITField { FITField(messageNumber: 106, number: 0, name: "manufacturer") }
        /// `product`: field 1.
        public static var product: FITField { FITField(messageNumber: 106, number: 1, name: "product") }
        /// `favero_product`: a sub-field of `product` (field 1).
        public static var faveroProduct: FITField { FITField(messageNumber: 106, number: 1, name: "favero_product") }
        /// `garmin_product`: a sub-field of `product` (field 1).
        public static var garminProduct: FITField { FITField(messageNumber: 106, number: 1, name: "garmin_product") }
    }

    /// The fields of `connectivity` (message 127).
    public enum Connectivity {
        /// `bluetooth_enabled`: field 0.
        public static var bluetoothEnabled: FITField { FITField(messageNumber: 127, number: 0, name: "bluetooth_enabled") }
        /// `bluetooth_le_enabled`: field 1.
        public static var bluetoothLeEnabled: FITField { FITField(messageNumber: 127, number: 1, name: "bluetooth_le_enabled") }
        /// `ant_enabled`: field 2.
        public static var antEnabled: FITField { FITField(messageNumber: 127, number: 2, name: "ant_enabled") }
        /// `name`: field 3.
        public static var name: FITField { FITField(messageNumber: 127, number: 3, name: "name") }
        /// `live_tracking_enabled`: field 4.
        public static var liveTrackingEnabled: FITField { FITField(messageNumber: 127, number: 4, name: "live_tracking_enabled") }
        /// `weather_conditions_enabled`: field 5.
        public static var weatherConditionsEnabled: FITField { FITField(messageNumber: 127, number: 5, name: "weather_conditions_enabled") }
        /// `weather_alerts_enabled`: field 6.
        public static var weatherAlertsEnabled: FITField { FITField(messageNumber: 127, number: 6, name: "weather_alerts_enabled") }
        /// `auto_activity_upload_enabled`: field 7.
        public static var autoActivityUploadEnabled: FITField { FITField(messageNumber: 127, number: 7, name: "auto_activity_upload_enabled") }
        /// `course_download_enabled`: field 8.
        public static var courseDownloadEnabled: FITField { FITField(messageNumber: 127, number: 8, name: "course_download_enabled") }
        /// `workout_download_enabled`: field 9.
        public static var workoutDownloadEnabled: FITField { FITField(messageNumber: 127, number: 9, name: "workout_download_enabled") }
        /// `gps_ephemeris_download_enabled`: field 10.
        public static var gpsEphemerisDownloadEnabled: FITField { FITField(messageNumber: 127, number: 10, name: "gps_ephemeris_download_enabled") }
        /// `incident_detection_enabled`: field 11.
        public static var incidentDetectionEnabled: FITField { FITField(messageNumber: 127, number: 11, name: "incident_detection_enabled") }
        /// `grouptrack_enabled`: field 12.
        public static var grouptrackEnabled: FITField { FITField(messageNumber: 127, number: 12, name: "grouptrack_enabled") }
    }

    /// The fields of `weather_conditions` (message 128).
    public enum WeatherConditions {
        /// `weather_report`: field 0.
        public static var weatherReport: FITField { FITField(messageNumber: 128, number: 0, name: "weather_report") }
        /// `temperature`: field 1.
        public static var temperature: FITField { FITField(messageNumber: 128, number: 1, name: "temperature") }
        /// `condition`: field 2.
        public static var condition: FITField { FITField(messageNumber: 128, number: 2, name: "condition") }
        /// `wind_direction`: field 3.
        public static var windDirection: FITField { FITField(messageNumber: 128, number: 3, name: "wind_direction") }
        /// `wind_speed`: field 4.
        public static var windSpeed: FITField { FITField(messageNumber: 128, number: 4, name: "wind_speed") }
        /// `precipitation_probability`: field 5.
        public static var precipitationProbability: FITField { FITField(messageNumber: 128, number: 5, name: "precipitation_probability") }
        /// `temperature_feels_like`: field 6.
        public static var temperatureFeelsLike: FITField { FITField(messageNumber: 128, number: 6, name: "temperature_feels_like") }
        /// `relative_humidity`: field 7.
        public static var relativeHumidity: FITField { FITField(messageNumber: 128, number: 7, name: "relative_humidity") }
        /// `location`: field 8.
        public static var location: FITField { FITField(messageNumber: 128, number: 8, name: "location") }
        /// `observed_at_time`: field 9.
        public static var observedAtTime: FITField { FITField(messageNumber: 128, number: 9, name: "observed_at_time") }
        /// `observed_location_lat`: field 10.
        public static var observedLocationLat: FITField { FITField(messageNumber: 128, number: 10, name: "observed_location_lat") }
        /// `observed_location_long`: field 11.
        public static var observedLocationLong: FITField { FITField(messageNumber: 128, number: 11, name: "observed_location_long") }
        /// `day_of_week`: field 12.
        public static var dayOfWeek: FITField { FITField(messageNumber: 128, number: 12, name: "day_of_week") }
        /// `high_temperature`: field 13.
        public static var highTemperature: FITField { FITField(messageNumber: 128, number: 13, name: "high_temperature") }
        /// `low_temperature`: field 14.
        public static var lowTemperature: FITField { FITField(messageNumber: 128, number: 14, name: "low_temperature") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 128, number: 253, name: "timestamp") }
    }

    /// The fields of `weather_alert` (message 129).
    public enum WeatherAlert {
        /// `report_id`: field 0.
        public static var reportId: FITField { FITField(messageNumber: 129, number: 0, name: "report_id") }
        /// `issue_time`: field 1.
        public static var issueTime: FITField { FITField(messageNumber: 129, number: 1, name: "issue_time") }
        /// `expire_time`: field 2.
        public static var expireTime: FITField { FITField(messageNumber: 129, number: 2, name: "expire_time") }
        /// `severity`: field 3.
        public static var severity: FITField { FITField(messageNumber: 129, number: 3, name: "severity") }
        /// `type`: field 4.
        public static var type: FITField { FITField(messageNumber: 129, number: 4, name: "type") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 129, number: 253, name: "timestamp") }
    }

    /// The fields of `cadence_zone` (message 131).
    public enum CadenceZone {
        /// `high_value`: field 0.
        public static var highValue: FITField { FITField(messageNumber: 131, number: 0, name: "high_value") }
        /// `name`: field 1.
        public static var name: FITField { FITField(messageNumber: 131, number: 1, name: "name") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 131, number: 254, name: "message_index") }
    }

    /// The fields of `hr` (message 132).
    public enum Hr {
        /// `fractional_timestamp`: field 0.
        public static var fractionalTimestamp: FITField { FITField(messageNumber: 132, number: 0, name: "fractional_timestamp") }
        /// `time256`: field 1.
        public static var time256: FITField { FITField(messageNumber: 132, number: 1, name: "time256") }
        /// `filtered_bpm`: field 6.
        public static var filteredBpm: FITField { FITField(messageNumber: 132, number: 6, name: "filtered_bpm") }
        /// `event_timestamp`: field 9.
        public static var eventTimestamp: FITField { FITField(messageNumber: 132, number: 9, name: "event_timestamp") }
        /// `event_timestamp_12`: field 10.
        public static var eventTimestamp12: FITField { FITField(messageNumber: 132, number: 10, name: "event_timestamp_12") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 132, number: 253, name: "timestamp") }
    }

    /// The fields of `segment_lap` (message 142).
    public enum SegmentLap {
        /// `event`: field 0.
        public static var event: FITField { FITField(messageNumber: 142, number: 0, name: "event") }
        /// `event_type`: field 1.
        public static var eventType: FITField { FITField(messageNumber: 142, number: 1, name: "event_type") }
        /// `start_time`: field 2.
        public static var startTime: FITField { FITField(messageNumber: 142, number: 2, name: "start_time") }
        /// `start_position_lat`: field 3.
        public static var startPositionLat: FITField { FITField(messageNumber: 142, number: 3, name: "start_position_lat") }
        /// `start_position_long`: field 4.
        public static var startPositionLong: FITField { FITField(messageNumber: 142, number: 4, name: "start_position_long") }
        /// `end_position_lat`: field 5.
        public static var endPositionLat: FITField { FITField(messageNumber: 142, number: 5, name: "end_position_lat") }
        /// `end_position_long`: field 6.
        public static var endPositionLong: FITField { FITField(messageNumber: 142, number: 6, name: "end_position_long") }
        /// `total_elapsed_time`: field 7.
        public static var totalElapsedTime: FITField { FITField(messageNumber: 142, number: 7, name: "total_elapsed_time") }
        /// `total_timer_time`: field 8.
        public static var totalTimerTime: FITField { FITField(messageNumber: 142, number: 8, name: "total_timer_time") }
        /// `total_distance`: field 9.
        public static var totalDistance: FITField { FITField(messageNumber: 142, number: 9, name: "total_distance") }
        /// `total_cycles`: field 10.
        public static var totalCycles: FITField { FITField(messageNumber: 142, number: 10, name: "total_cycles") }
        /// `total_calories`: field 11.
        public static var totalCalories: FITField { FITField(messageNumber: 142, number: 11, name: "total_calories") }
        /// `total_fat_calories`: field 12.
        public static var totalFatCalories: FITField { FITField(messageNumber: 142, number: 12, name: "total_fat_calories") }
        /// `avg_speed`: field 13.
        public static var avgSpeed: FITField { FITField(messageNumber: 142, number: 13, name: "avg_speed") }
        /// `max_speed`: field 14.
        public static var maxSpeed: FITField { FITField(messageNumber: 142, number: 14, name: "max_speed") }
        /// `avg_heart_rate`: field 15.
        public static var avgHeartRate: FITField { FITField(messageNumber: 142, number: 15, name: "avg_heart_rate") }
        /// `max_heart_rate`: field 16.
        public static var maxHeartRate: FITField { FITField(messageNumber: 142, number: 16, name: "max_heart_rate") }
        /// `avg_cadence`: field 17.
        public static var avgCadence: FITField { FITField(messageNumber: 142, number: 17, name: "avg_cadence") }
        /// `max_cadence`: field 18.
        public static var maxCadence: FITField { FITField(messageNumber: 142, number: 18, name: "max_cadence") }
        /// `avg_power`: field 19.
        public static var avgPower: FITField { FITField(messageNumber: 142, number: 19, name: "avg_power") }
        /// `max_power`: field 20.
        public static var maxPower: FITField { FITField(messageNumber: 142, number: 20, name: "max_power") }
        /// `total_ascent`: field 21.
        public static var totalAscent: FITField { FITField(messageNumber: 142, number: 21, name: "total_ascent") }
        /// `total_descent`: field 22.
        public static var totalDescent: FITField { FITField(messageNumber: 142, number: 22, name: "total_descent") }
        /// `sport`: field 23.
        public static var sport: FITField { FITField(messageNumber: 142, number: 23, name: "sport") }
        /// `event_group`: field 24.
        public static var eventGroup: FITField { FITField(messageNumber: 142, number: 24, name: "event_group") }
        /// `nec_lat`: field 25.
        public static var necLat: FITField { FITField(messageNumber: 142, number: 25, name: "nec_lat") }
        /// `nec_long`: field 26.
        public static var necLong: FITField { FITField(messageNumber: 142, number: 26, name: "nec_long") }
        /// `swc_lat`: field 27.
        public static var swcLat: FITField { FITField(messageNumber: 142, number: 27, name: "swc_lat") }
        /// `swc_long`: field 28.
        public static var swcLong: FITField { FITField(messageNumber: 142, number: 28, name: "swc_long") }
        /// `name`: field 29.
        public static var name: FITField { FITField(messageNumber: 142, number: 29, name: "name") }
        /// `normalized_power`: field 30.
        public static var normalizedPower: FITField { FITField(messageNumber: 142, number: 30, name: "normalized_power") }
        /// `left_right_balance`: field 31.
        public static var leftRightBalance: FITField { FITField(messageNumber: 142, number: 31, name: "left_right_balance") }
        /// `sub_sport`: field 32.
        public static var subSport: FITField { FITField(messageNumber: 142, number: 32, name: "sub_sport") }
        /// `total_work`: field 33.
        public static var totalWork: FITField { FITField(messageNumber: 142, number: 33, name: "total_work") }
        /// `avg_altitude`: field 34.
        public static var avgAltitude: FITField { FITField(messageNumber: 142, number: 34, name: "avg_altitude") }
        /// `max_altitude`: field 35.
        public static var maxAltitude: FITField { FITField(messageNumber: 142, number: 35, name: "max_altitude") }
        /// `gps_accuracy`: field 36.
        public static var gpsAccuracy: FITField { FITField(messageNumber: 142, number: 36, name: "gps_accuracy") }
        /// `avg_grade`: field 37.
        public static var avgGrade: FITField { FITField(messageNumber: 142, number: 37, name: "avg_grade") }
        /// `avg_pos_grade`: field 38.
        public static var avgPosGrade: FITField { FITField(messageNumber: 142, number: 38, name: "avg_pos_grade") }
        /// `avg_neg_grade`: field 39.
        public static var avgNegGrade: FITField { FITField(messageNumber: 142, number: 39, name: "avg_neg_grade") }
        /// `max_pos_grade`: field 40.
        public static var maxPosGrade: FITField { FITField(messageNumber: 142, number: 40, name: "max_pos_grade") }
        /// `max_neg_grade`: field 41.
        public static var maxNegGrade: FITField { FITField(messageNumber: 142, number: 41, name: "max_neg_grade") }
        /// `avg_temperature`: field 42.
        public static var avgTemperature: FITField { FITField(messageNumber: 142, number: 42, name: "avg_temperature") }
        /// `max_temperature`: field 43.
        public static var maxTemperature: FITField { FITField(messageNumber: 142, number: 43, name: "max_temperature") }
        /// `total_moving_time`: field 44.
        public static var totalMovingTime: FITField { FITField(messageNumber: 142, number: 44, name: "total_moving_time") }
        /// `avg_pos_vertical_speed`: field 45.
        public static var avgPosVerticalSpeed: FITField { FITField(messageNumber: 142, number: 45, name: "avg_pos_vertical_speed") }
        /// `avg_neg_vertical_speed`: field 46.
        public static var avgNegVerticalSpeed: FITField { FITField(messageNumber: 142, number: 46, name: "avg_neg_vertical_speed") }
        /// `max_pos_vertical_speed`: field 47.
        public static var maxPosVerticalSpeed: FITField { FITField(messageNumber: 142, number: 47, name: "max_pos_vertical_speed") }
        /// `max_neg_vertical_speed`: field 48.
        public static var maxNegVerticalSpeed: FITField { FITField(messageNumber: 142, number: 48, name: "max_neg_vertical_speed") }
        /// `time_in_hr_zone`: field 49.
        public static var timeInHrZone: FITField { FITField(messageNumber: 142, number: 49, name: "time_in_hr_zone") }
        /// `time_in_speed_zone`: field 50.
        public static var timeInSpeedZone: FITField { FITField(messageNumber: 142, number: 50, name: "time_in_speed_zone") }
        /// `time_in_cadence_zone`: field 51.
        public static var timeInCadenceZone: FITField { FITField(messageNumber: 142, number: 51, name: "time_in_cadence_zone") }
        /// `time_in_power_zone`: field 52.
        public static var timeInPowerZone: FITField { FITField(messageNumber: 142, number: 52, name: "time_in_power_zone") }
        /// `repetition_num`: field 53.
        public static var repetitionNum: FITField { FITField(messageNumber: 142, number: 53, name: "repetition_num") }
        /// `min_altitude`: field 54.
        public static var minAltitude: FITField { FITField(messageNumber: 142, number: 54, name: "min_altitude") }
        /// `min_heart_rate`: field 55.
        public static var minHeartRate: FITField { FITField(messageNumber: 142, number: 55, name: "min_heart_rate") }
        /// `active_time`: field 56.
        public static var activeTime: FITField { FITField(messageNumber: 142, number: 56, name: "active_time") }
        /// `wkt_step_index`: field 57.
        public static var wktStepIndex: FITField { FITField(messageNumber: 142, number: 57, name: "wkt_step_index") }
        /// `sport_event`: field 58.
        public static var sportEvent: FITField { FITField(messageNumber: 142, number: 58, name: "sport_event") }
        /// `avg_left_torque_effectiveness`: field 59.
        public static var avgLeftTorqueEffectiveness: FITField { FITField(messageNumber: 142, number: 59, name: "avg_left_torque_effectiveness") }
        /// `avg_right_torque_effectiveness`: field 60.
        public static var avgRightTorqueEffectiveness: FITField { FITField(messageNumber: 142, number: 60, name: "avg_right_torque_effectiveness") }
        /// `avg_left_pedal_smoothness`: field 61.
        public static var avgLeftPedalSmoothness: FITField { FITField(messageNumber: 142, number: 61, name: "avg_left_pedal_smoothness") }
        /// `avg_right_pedal_smoothness`: field 62.
        public static var avgRightPedalSmoothness: FITField { FITField(messageNumber: 142, number: 62, name: "avg_right_pedal_smoothness") }
        /// `avg_combined_pedal_smoothness`: field 63.
        public static var avgCombinedPedalSmoothness: FITField { FITField(messageNumber: 142, number: 63, name: "avg_combined_pedal_smoothness") }
        /// `status`: field 64.
        public static var status: FITField { FITField(messageNumber: 142, number: 64, name: "status") }
        /// `uuid`: field 65.
        public static var uuid: FITField { FITField(messageNumber: 142, number: 65, name: "uuid") }
        /// `avg_fractional_cadence`: field 66.
        public static var avgFractionalCadence: FITField { FITField(messageNumber: 142, number: 66, name: "avg_fractional_cadence") }
        /// `max_fractional_cadence`: field 67.
        public static var maxFractionalCadence: FITField { FITField(messageNumber: 142, number: 67, name: "max_fractional_cadence") }
        /// `total_fractional_cycles`: field 68.
        public static var totalFractionalCycles: FITField { FITField(messageNumber: 142, number: 68, name: "total_fractional_cycles") }
        /// `front_gear_shift_count`: field 69.
        public static var frontGearShiftCount: FITField { FITField(messageNumber: 142, number: 69, name: "front_gear_shift_count") }
        /// `rear_gear_shift_count`: field 70.
        public static var rearGearShiftCount: FITField { FITField(messageNumber: 142, number: 70, name: "rear_gear_shift_count") }
        /// `time_standing`: field 71.
        public static var timeStanding: FITField { FITField(messageNumber: 142, number: 71, name: "time_standing") }
        /// `stand_count`: field 72.
        public static var standCount: FITField { FITField(messageNumber: 142, number: 72, name: "stand_count") }
        /// `avg_left_pco`: field 73.
        public static var avgLeftPco: FITField { FITField(messageNumber: 142, number: 73, name: "avg_left_pco") }
        /// `avg_right_pco`: field 74.
        public static var avgRightPco: FITField { FITField(messageNumber: 142, number: 74, name: "avg_right_pco") }
        /// `avg_left_power_phase`: field 75.
        public static var avgLeftPowerPhase: FITField { FITField(messageNumber: 142, number: 75, name: "avg_left_power_phase") }
        /// `avg_left_power_phase_peak`: field 76.
        public static var avgLeftPowerPhasePeak: FITField { FITField(messageNumber: 142, number: 76, name: "avg_left_power_phase_peak") }
        /// `avg_right_power_phase`: field 77.
        public static var avgRightPowerPhase: FITField { FITField(messageNumber: 142, number: 77, name: "avg_right_power_phase") }
        /// `avg_right_power_phase_peak`: field 78.
        public static var avgRightPowerPhasePeak: FITField { FITField(messageNumber: 142, number: 78, name: "avg_right_power_phase_peak") }
        /// `avg_power_position`: field 79.
        public static var avgPowerPosition: FITField { FITField(messageNumber: 142, number: 79, name: "avg_power_position") }
        /// `max_power_position`: field 80.
        public static var maxPowerPosition: FITField { FITField(messageNumber: 142, number: 80, name: "max_power_position") }
        /// `avg_cadence_position`: field 81.
        public static var avgCadencePosition: FITField { FITField(messageNumber: 142, number: 81, name: "avg_cadence_position") }
        /// `max_cadence_position`: field 82.
        public static var maxCadencePosition: FITField { FITField(messageNumber: 142, number: 82, name: "max_cadence_position") }
        /// `manufacturer`: field 83.
        public static var manufacturer: FITField { FITField(messageNumber: 142, number: 83, name: "manufacturer") }
        /// `total_grit`: field 84.
        public static var totalGrit: FITField { FITField(messageNumber: 142, number: 84, name: "total_grit") }
        /// `total_flow`: field 85.
        public static var totalFlow: FITField { FITField(messageNumber: 142, number: 85, name: "total_flow") }
        /// `avg_grit`: field 86.
        public static var avgGrit: FITField { FITField(messageNumber: 142, number: 86, name: "avg_grit") }
        /// `avg_flow`: field 87.
        public static var avgFlow: FITField { FITField(messageNumber: 142, number: 87, name: "avg_flow") }
        /// `metabolic_calories`: field 88.
        public static var metabolicCalories: FITField { FITField(messageNumber: 142, number: 88, name: "metabolic_calories") }
        /// `total_fractional_ascent`: field 89.
        public static var totalFractionalAscent: FITField { FITField(messageNumber: 142, number: 89, name: "total_fractional_ascent") }
        /// `total_fractional_descent`: field 90.
        public static var totalFractionalDescent: FITField { FITField(messageNumber: 142, number: 90, name: "total_fractional_descent") }
        /// `enhanced_avg_altitude`: field 91.
        public static var enhancedAvgAltitude: FITField { FITField(messageNumber: 142, number: 91, name: "enhanced_avg_altitude") }
        /// `enhanced_max_altitude`: field 92.
        public static var enhancedMaxAltitude: FITField { FITField(messageNumber: 142, number: 92, name: "enhanced_max_altitude") }
        /// `enhanced_min_altitude`: field 93.
        public static var enhancedMinAltitude: FITField { FITField(messageNumber: 142, number: 93, name: "enhanced_min_altitude") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 142, number: 253, name: "timestamp") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 142, number: 254, name: "message_index") }
        /// `total_strokes`: a sub-field of `total_cycles` (field 10).
        public static var totalStrokes: FITField { FITField(messageNumber: 142, number: 10, name: "total_strokes") }
    }

    /// The fields of `memo_glob` (message 145).
    public enum MemoGlob {
        /// `memo`: field 0.
        public static var memo: FITField { FITField(messageNumber: 145, number: 0, name: "memo") }
        /// `mesg_num`: field 1.
        public static var mesgNum: FITField { FITField(messageNumber: 145, number: 1, name: "mesg_num") }
        /// `parent_index`: field 2.
        public static var parentIndex: FITField { FITField(messageNumber: 145, number: 2, name: "parent_index") }
        /// `field_num`: field 3.
        public static var fieldNum: FITField { FITField(messageNumber: 145, number: 3, name: "field_num") }
        /// `data`: field 4.
        public static var data: FITField { FITField(messageNumber: 145, number: 4, name: "data") }
        /// `part_index`: field 250.
        public static var partIndex: FITField { FITField(messageNumber: 145, number: 250, name: "part_index") }
    }

    /// The fields of `segment_id` (message 148).
    public enum SegmentId {
        /// `name`: field 0.
        public static var name: FITField { FITField(messageNumber: 148, number: 0, name: "name") }
        /// `uuid`: field 1.
        public static var uuid: FITField { FITField(messageNumber: 148, number: 1, name: "uuid") }
        /// `sport`: field 2.
        public static var sport: FITField { FITField(messageNumber: 148, number: 2, name: "sport") }
        /// `enabled`: field 3.
        public static var enabled: FITField { FITField(messageNumber: 148, number: 3, name: "enabled") }
        /// `user_profile_primary_key`: field 4.
        public static var userProfilePrimaryKey: FITField { FITField(messageNumber: 148, number: 4, name: "user_profile_primary_key") }
        /// `device_id`: field 5.
        public static var deviceId: FITField { FITField(messageNumber: 148, number: 5, name: "device_id") }
        /// `default_race_leader`: field 6.
        public static var defaultRaceLeader: FITField { FITField(messageNumber: 148, number: 6, name: "default_race_leader") }
        /// `delete_status`: field 7.
        public static var deleteStatus: FITField { FITField(messageNumber: 148, number: 7, name: "delete_status") }
        /// `selection_type`: field 8.
        public static var selectionType: FITField { FITField(messageNumber: 148, number: 8, name: "selection_type") }
    }

    /// The fields of `segment_leaderboard_entry` (message 149).
    public enum SegmentLeaderboardEntry {
        /// `name`: field 0.
        public static var name: FITField { FITField(messageNumber: 149, number: 0, name: "name") }
        /// `type`: field 1.
        public static var type: FITField { FITField(messageNumber: 149, number: 1, name: "type") }
        /// `group_primary_key`: field 2.
        public static var groupPrimaryKey: FITField { FITField(messageNumber: 149, number: 2, name: "group_primary_key") }
        /// `activity_id`: field 3.
        public static var activityId: FITField { FITField(messageNumber: 149, number: 3, name: "activity_id") }
        /// `segment_time`: field 4.
        public static var segmentTime: FITField { FITField(messageNumber: 149, number: 4, name: "segment_time") }
        /// `activity_id_string`: field 5.
        public static var activityIdString: FITField { FITField(messageNumber: 149, number: 5, name: "activity_id_string") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 149, number: 254, name: "message_index") }
    }

    /// The fields of `segment_point` (message 150).
    public enum SegmentPoint {
        /// `position_lat`: field 1.
        public static var positionLat: FITField { FITField(messageNumber: 150, number: 1, name: "position_lat") }
        /// `position_long`: field 2.
        public static var positionLong: FITField { FITField(messageNumber: 150, number: 2, name: "position_long") }
        /// `distance`: field 3.
        public static var distance: FITField { FITField(messageNumber: 150, number: 3, name: "distance") }
        /// `altitude`: field 4.
        public static var altitude: FITField { FITField(messageNumber: 150, number: 4, name: "altitude") }
        /// `leader_time`: field 5.
        public static var leaderTime: FITField { FITField(messageNumber: 150, number: 5, name: "leader_time") }
        /// `enhanced_altitude`: field 6.
        public static var enhancedAltitude: FITField { FITField(messageNumber: 150, number: 6, name: "enhanced_altitude") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 150, number: 254, name: "message_index") }
    }

    /// The fields of `segment_file` (message 151).
    public enum SegmentFile {
        /// `file_uuid`: field 1.
        public static var fileUuid: FITField { FITField(messageNumber: 151, number: 1, name: "file_uuid") }
        /// `enabled`: field 3.
        public static var enabled: FITField { FITField(messageNumber: 151, number: 3, name: "enabled") }
        /// `user_profile_primary_key`: field 4.
        public static var userProfilePrimaryKey: FITField { FITField(messageNumber: 151, number: 4, name: "user_profile_primary_key") }
        /// `leader_type`: field 7.
        public static var leaderType: FITField { FITField(messageNumber: 151, number: 7, name: "leader_type") }
        /// `leader_group_primary_key`: field 8.
        public static var leaderGroupPrimaryKey: FITField { FITField(messageNumber: 151, number: 8, name: "leader_group_primary_key") }
        /// `leader_activity_id`: field 9.
        public static var leaderActivityId: FITField { FITField(messageNumber: 151, number: 9, name: "leader_activity_id") }
        /// `leader_activity_id_string`: field 10.
        public static var leaderActivityIdString: FITField { FITField(messageNumber: 151, number: 10, name: "leader_activity_id_string") }
        /// `default_race_leader`: field 11.
        public static var defaultRaceLeader: FITField { FITField(messageNumber: 151, number: 11, name: "default_race_leader") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 151, number: 254, name: "message_index") }
    }

    /// The fields of `workout_session` (message 158).
    public enum WorkoutSession {
        /// `sport`: field 0.
        public static var sport: FITField { FITField(messageNumber: 158, number: 0, name: "sport") }
        /// `sub_sport`: field 1.
        public static var subSport: FITField { FITField(messageNumber: 158, number: 1, name: "sub_sport") }
        /// `num_valid_steps`: field 2.
        public static var numValidSteps: FITField { FITField(messageNumber: 158, number: 2, name: "num_valid_steps") }
        /// `first_step_index`: field 3.
        public static var firstStepIndex: FITField { FITField(messageNumber: 158, number: 3, name: "first_step_index") }
        /// `pool_length`: field 4.
        public static var poolLength: FITField { FITField(messageNumber: 158, number: 4, name: "pool_length") }
        /// `pool_length_unit`: field 5.
        public static var poolLengthUnit: FITField { FITField(messageNumber: 158, number: 5, name: "pool_length_unit") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 158, number: 254, name: "message_index") }
    }

    /// The fields of `watchface_settings` (message 159).
    public enum WatchfaceSettings {
        /// `mode`: field 0.
        public static var mode: FITField { FITField(messageNumber: 159, number: 0, name: "mode") }
        /// `layout`: field 1.
        public static var layout: FITField { FITField(messageNumber: 159, number: 1, name: "layout") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 159, number: 254, name: "message_index") }
        /// `digital_layout`: a sub-field of `layout` (field 1).
        public static var digitalLayout: FITField { FITField(messageNumber: 159, number: 1, name: "digital_layout") }
        /// `analog_layout`: a sub-field of `layout` (field 1).
        public static var analogLayout: FITField { FITField(messageNumber: 159, number: 1, name: "analog_layout") }
    }

    /// The fields of `gps_metadata` (message 160).
    public enum GpsMetadata {
        /// `timestamp_ms`: field 0.
        public static var timestampMs: FITField { FITField(messageNumber: 160, number: 0, name: "timestamp_ms") }
        /// `position_lat`: field 1.
        public static var positionLat: FITField { FITField(messageNumber: 160, number: 1, name: "position_lat") }
        /// `position_long`: field 2.
        public static var positionLong: FITField { FITField(messageNumber: 160, number: 2, name: "position_long") }
        /// `enhanced_altitude`: field 3.
        public static var enhancedAltitude: FITField { FITField(messageNumber: 160, number: 3, name: "enhanced_altitude") }
        /// `enhanced_speed`: field 4.
        public static var enhancedSpeed: FITField { FITField(messageNumber: 160, number: 4, name: "enhanced_speed") }
        /// `heading`: field 5.
        public static var heading: FITField { FITField(messageNumber: 160, number: 5, name: "heading") }
        /// `utc_timestamp`: field 6.
        public static var utcTimestamp: FITField { FITField(messageNumber: 160, number: 6, name: "utc_timestamp") }
        /// `velocity`: field 7.
        public static var velocity: FITField { FITField(messageNumber: 160, number: 7, name: "velocity") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 160, number: 253, name: "timestamp") }
    }

    /// The fields of `camera_event` (message 161).
    public enum CameraEvent {
        /// `timestamp_ms`: field 0.
        public static var timestampMs: FITField { FITField(messageNumber: 161, number: 0, name: "timestamp_ms") }
        /// `camera_event_type`: field 1.
        public static var cameraEventType: FITField { FITField(messageNumber: 161, number: 1, name: "camera_event_type") }
        /// `camera_file_uuid`: field 2.
        public static var cameraFileUuid: FITField { FITField(messageNumber: 161, number: 2, name: "camera_file_uuid") }
        /// `camera_orientation`: field 3.
        public static var cameraOrientation: FITField { FITField(messageNumber: 161, number: 3, name: "camera_orientation") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 161, number: 253, name: "timestamp") }
    }

    /// The fields of `timestamp_correlation` (message 162).
    public enum TimestampCorrelation {
        /// `fractional_timestamp`: field 0.
        public static var fractionalTimestamp: FITField { FITField(messageNumber: 162, number: 0, name: "fractional_timestamp") }
        /// `system_timestamp`: field 1.
        public static var systemTimestamp: FITField { FITField(messageNumber: 162, number: 1, name: "system_timestamp") }
        /// `fractional_system_timestamp`: field 2.
        public static var fractionalSystemTimestamp: FITField { FITField(messageNumber: 162, number: 2, name: "fractional_system_timestamp") }
        /// `local_timestamp`: field 3.
        public static var localTimestamp: FITField { FITField(messageNumber: 162, number: 3, name: "local_timestamp") }
        /// `timestamp_ms`: field 4.
        public static var timestampMs: FITField { FITField(messageNumber: 162, number: 4, name: "timestamp_ms") }
        /// `system_timestamp_ms`: field 5.
        public static var systemTimestampMs: FITField { FITField(messageNumber: 162, number: 5, name: "system_timestamp_ms") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 162, number: 253, name: "timestamp") }
    }

    /// The fields of `gyroscope_data` (message 164).
    public enum GyroscopeData {
        /// `timestamp_ms`: field 0.
        public static var timestampMs: FITField { FITField(messageNumber: 164, number: 0, name: "timestamp_ms") }
        /// `sample_time_offset`: field 1.
        public static var sampleTimeOffset: FITField { FITField(messageNumber: 164, number: 1, name: "sample_time_offset") }
        /// `gyro_x`: field 2.
        public static var gyroX: FITField { FITField(messageNumber: 164, number: 2, name: "gyro_x") }
        /// `gyro_y`: field 3.
        public static var gyroY: FITField { FITField(messageNumber: 164, number: 3, name: "gyro_y") }
        /// `gyro_z`: field 4.
        public static var gyroZ: FITField { FITField(messageNumber: 164, number: 4, name: "gyro_z") }
        /// `calibrated_gyro_x`: field 5.
        public static var calibratedGyroX: FITField { FITField(messageNumber: 164, number: 5, name: "calibrated_gyro_x") }
        /// `calibrated_gyro_y`: field 6.
        public static var calibratedGyroY: FITField { FITField(messageNumber: 164, number: 6, name: "calibrated_gyro_y") }
        /// `calibrated_gyro_z`: field 7.
        public static var calibratedGyroZ: FITField { FITField(messageNumber: 164, number: 7, name: "calibrated_gyro_z") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 164, number: 253, name: "timestamp") }
    }

    /// The fields of `accelerometer_data` (message 165).
    public enum AccelerometerData {
        /// `timestamp_ms`: field 0.
        public static var timestampMs: FITField { FITField(messageNumber: 165, number: 0, name: "timestamp_ms") }
        /// `sample_time_offset`: field 1.
        public static var sampleTimeOffset: FITField { FITField(messageNumber: 165, number: 1, name: "sample_time_offset") }
        /// `accel_x`: field 2.
        public static var accelX: FITField { FITField(messageNumber: 165, number: 2, name: "accel_x") }
        /// `accel_y`: field 3.
        public static var accelY: FITField { FITField(messageNumber: 165, number: 3, name: "accel_y") }
        /// `accel_z`: field 4.
        public static var accelZ: FITField { FITField(messageNumber: 165, number: 4, name: "accel_z") }
        /// `calibrated_accel_x`: field 5.
        public static var calibratedAccelX: FITField { FITField(messageNumber: 165, number: 5, name: "calibrated_accel_x") }
        /// `calibrated_accel_y`: field 6.
        public static var calibratedAccelY: FITField { FITField(messageNumber: 165, number: 6, name: "calibrated_accel_y") }
        /// `calibrated_accel_z`: field 7.
        public static var calibratedAccelZ: FITField { FITField(messageNumber: 165, number: 7, name: "calibrated_accel_z") }
        /// `compressed_calibrated_accel_x`: field 8.
        public static var compressedCalibratedAccelX: FITField { FITField(messageNumber: 165, number: 8, name: "compressed_calibrated_accel_x") }
        /// `compressed_calibrated_accel_y`: field 9.
        public static var compressedCalibratedAccelY: FITField { FITField(messageNumber: 165, number: 9, name: "compressed_calibrated_accel_y") }
        /// `compressed_calibrated_accel_z`: field 10.
        public static var compressedCalibratedAccelZ: FITField { FITField(messageNumber: 165, number: 10, name: "compressed_calibrated_accel_z") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 165, number: 253, name: "timestamp") }
    }

    /// The fields of `three_d_sensor_calibration` (message 167).
    public enum ThreeDSensorCalibration {
        /// `sensor_type`: field 0.
        public static var sensorType: FITField { FITField(messageNumber: 167, number: 0, name: "sensor_type") }
        /// `calibration_factor`: field 1.
        public static var calibrationFactor: FITField { FITField(messageNumber: 167, number: 1, name: "calibration_factor") }
        /// `calibration_divisor`: field 2.
        public static var calibrationDivisor: FITField { FITField(messageNumber: 167, number: 2, name: "calibration_divisor") }
        /// `level_shift`: field 3.
        public static var levelShift: FITField { FITField(messageNumber: 167, number: 3, name: "level_shift") }
        /// `offset_cal`: field 4.
        public static var offsetCal: FITField { FITField(messageNumber: 167, number: 4, name: "offset_cal") }
        /// `orientation_matrix`: field 5.
        public static var orientationMatrix: FITField { FITField(messageNumber: 167, number: 5, name: "orientation_matrix") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 167, number: 253, name: "timestamp") }
        /// `accel_cal_factor`: a sub-field of `calibration_factor` (field 1).
        public static var accelCalFactor: FITField { FITField(messageNumber: 167, number: 1, name: "accel_cal_factor") }
        /// `gyro_cal_factor`: a sub-field of `calibration_factor` (field 1).
        public static var gyroCalFactor: FITField { FITField(messageNumber: 167, number: 1, name: "gyro_cal_factor") }
    }

    /// The fields of `video_frame` (message 169).
    public enum VideoFrame {
        /// `timestamp_ms`: field 0.
        public static var timestampMs: FITField { FITField(messageNumber: 169, number: 0, name: "timestamp_ms") }
        /// `frame_number`: field 1.
        public static var frameNumber: FITField { FITField(messageNumber: 169, number: 1, name: "frame_number") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 169, number: 253, name: "timestamp") }
    }

    /// The fields of `obdii_data` (message 174).
    public enum ObdiiData {
        /// `timestamp_ms`: field 0.
        public static var timestampMs: FITField { FITField(messageNumber: 174, number: 0, name: "timestamp_ms") }
        /// `time_offset`: field 1.
        public static var timeOffset: FITField { FITField(messageNumber: 174, number: 1, name: "time_offset") }
        /// `pid`: field 2.
        public static var pid: FITField { FITField(messageNumber: 174, number: 2, name: "pid") }
        /// `raw_data`: field 3.
        public static var rawData: FITField { FITField(messageNumber: 174, number: 3, name: "raw_data") }
        /// `pid_data_size`: field 4.
        public static var pidDataSize: FITField { FITField(messageNumber: 174, number: 4, name: "pid_data_size") }
        /// `system_time`: field 5.
        public static var systemTime: FITField { FITField(messageNumber: 174, number: 5, name: "system_time") }
        /// `start_timestamp`: field 6.
        public static var startTimestamp: FITField { FITField(messageNumber: 174, number: 6, name: "start_timestamp") }
        /// `start_timestamp_ms`: field 7.
        public static var startTimestampMs: FITField { FITField(messageNumber: 174, number: 7, name: "start_timestamp_ms") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 174, number: 253, name: "timestamp") }
    }

    /// The fields of `nmea_sentence` (message 177).
    public enum NmeaSentence {
        /// `timestamp_ms`: field 0.
        public static var timestampMs: FITField { FITField(messageNumber: 177, number: 0, name: "timestamp_ms") }
        /// `sentence`: field 1.
        public static var sentence: FITField { FITField(messageNumber: 177, number: 1, name: "sentence") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 177, number: 253, name: "timestamp") }
    }

    /// The fields of `aviation_attitude` (message 178).
    public enum AviationAttitude {
        /// `timestamp_ms`: field 0.
        public static var timestampMs: FITField { FITField(messageNumber: 178, number: 0, name: "timestamp_ms") }
        /// `system_time`: field 1.
        public static var systemTime: FITField { FITField(messageNumber: 178, number: 1, name: "system_time") }
        /// `pitch`: field 2.
        public static var pitch: FITField { FITField(messageNumber: 178, number: 2, name: "pitch") }
        /// `roll`: field 3.
        public static var roll: FITField { FITField(messageNumber: 178, number: 3, name: "roll") }
        /// `accel_lateral`: field 4.
        public static var accelLateral: FITField { FITField(messageNumber: 178, number: 4, name: "accel_lateral") }
        /// `accel_normal`: field 5.
        public static var accelNormal: FITField { FITField(messageNumber: 178, number: 5, name: "accel_normal") }
        /// `turn_rate`: field 6.
        public static var turnRate: FITField { FITField(messageNumber: 178, number: 6, name: "turn_rate") }
        /// `stage`: field 7.
        public static var stage: FITField { FITField(messageNumber: 178, number: 7, name: "stage") }
        /// `attitude_stage_complete`: field 8.
        public static var attitudeStageComplete: FITField { FITField(messageNumber: 178, number: 8, name: "attitude_stage_complete") }
        /// `track`: field 9.
        public static var track: FITField { FITField(messageNumber: 178, number: 9, name: "track") }
        /// `validity`: field 10.
        public static var validity: FITField { FITField(messageNumber: 178, number: 10, name: "validity") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 178, number: 253, name: "timestamp") }
    }

    /// The fields of `video` (message 184).
    public enum Video {
        /// `url`: field 0.
        public static var url: FITField { FITField(messageNumber: 184, number: 0, name: "url") }
        /// `hosting_provider`: field 1.
        public static var hostingProvider: FITField { FITField(messageNumber: 184, number: 1, name: "hosting_provider") }
        /// `duration`: field 2.
        public static var duration: FITField { FITField(messageNumber: 184, number: 2, name: "duration") }
    }

    /// The fields of `video_title` (message 185).
    public enum VideoTitle {
        /// `message_count`: field 0.
        public static var messageCount: FITField { FITField(messageNumber: 185, number: 0, name: "message_count") }
        /// `text`: field 1.
        public static var text: FITField { FITField(messageNumber: 185, number: 1, name: "text") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 185, number: 254, name: "message_index") }
    }

    /// The fields of `video_description` (message 186).
    public enum VideoDescription {
        /// `message_count`: field 0.
        public static var messageCount: FITField { FITField(messageNumber: 186, number: 0, name: "message_count") }
        /// `text`: field 1.
        public static var text: FITField { FITField(messageNumber: 186, number: 1, name: "text") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 186, number: 254, name: "message_index") }
    }

    /// The fields of `video_clip` (message 187).
    public enum VideoClip {
        /// `clip_number`: field 0.
        public static var clipNumber: FITField { FITField(messageNumber: 187, number: 0, name: "clip_number") }
        /// `start_timestamp`: field 1.
        public static var startTimestamp: FITField { FITField(messageNumber: 187, number: 1, name: "start_timestamp") }
        /// `start_timestamp_ms`: field 2.
        public static var startTimestampMs: FITField { FITField(messageNumber: 187, number: 2, name: "start_timestamp_ms") }
        /// `end_timestamp`: field 3.
        public static var endTimestamp: FITField { FITField(messageNumber: 187, number: 3, name: "end_timestamp") }
        /// `end_timestamp_ms`: field 4.
        public static var endTimestampMs: FITField { FITField(messageNumber: 187, number: 4, name: "end_timestamp_ms") }
        /// `clip_start`: field 6.
        public static var clipStart: FITField { FITField(messageNumber: 187, number: 6, name: "clip_start") }
        /// `clip_end`: field 7.
        public static var clipEnd: FITField { FITField(messageNumber: 187, number: 7, name: "clip_end") }
    }

    /// The fields of `ohr_settings` (message 188).
    public enum OhrSettings {
        /// `enabled`: field 0.
        public static var enabled: FITField { FITField(messageNumber: 188, number: 0, name: "enabled") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 188, number: 253, name: "timestamp") }
    }

    /// The fields of `exd_screen_configuration` (message 200).
    public enum ExdScreenConfiguration {
        /// `screen_index`: field 0.
        public static var screenIndex: FITField { FITField(messageNumber: 200, number: 0, name: "screen_index") }
        /// `field_count`: field 1.
        public static var fieldCount: FITField { FITField(messageNumber: 200, number: 1, name: "field_count") }
        /// `layout`: field 2.
        public static var layout: FITField { FITField(messageNumber: 200, number: 2, name: "layout") }
        /// `screen_enabled`: field 3.
        public static var screenEnabled: FITField { FITField(messageNumber: 200, number: 3, name: "screen_enabled") }
    }

    /// The fields of `exd_data_field_configuration` (message 201).
    public enum ExdDataFieldConfiguration {
        /// `screen_index`: field 0.
        public static var screenIndex: FITField { FITField(messageNumber: 201, number: 0, name: "screen_index") }
        /// `concept_field`: field 1.
        public static var conceptField: FITField { FITField(messageNumber: 201, number: 1, name: "concept_field") }
        /// `field_id`: field 2.
        public static var fieldId: FITField { FITField(messageNumber: 201, number: 2, name: "field_id") }
        /// `concept_count`: field 3.
        public static var conceptCount: FITField { FITField(messageNumber: 201, number: 3, name: "concept_count") }
        /// `display_type`: field 4.
        public static var displayType: FITField { FITField(messageNumber: 201, number: 4, name: "display_type") }
        /// `title`: field 5.
        public static var title: FITField { FITField(messageNumber: 201, number: 5, name: "title") }
    }

    /// The fields of `exd_data_concept_configuration` (message 202).
    public enum ExdDataConceptConfiguration {
        /// `screen_index`: field 0.
        public static var screenIndex: FITField { FITField(messageNumber: 202, number: 0, name: "screen_index") }
        /// `concept_field`: field 1.
        public static var conceptField: FITField { FITField(messageNumber: 202, number: 1, name: "concept_field") }
        /// `field_id`: field 2.
        public static var fieldId: FITField { FITField(messageNumber: 202, number: 2, name: "field_id") }
        /// `concept_index`: field 3.
        public static var conceptIndex: FITField { FITField(messageNumber: 202, number: 3, name: "concept_index") }
        /// `data_page`: field 4.
        public static var dataPage: FITField { FITField(messageNumber: 202, number: 4, name: "data_page") }
        /// `concept_key`: field 5.
        public static var conceptKey: FITField { FITField(messageNumber: 202, number: 5, name: "concept_key") }
        /// `scaling`: field 6.
        public static var scaling: FITField { FITField(messageNumber: 202, number: 6, name: "scaling") }
        /// `data_units`: field 8.
        public static var dataUnits: FITField { FITField(messageNumber: 202, number: 8, name: "data_units") }
        /// `qualifier`: field 9.
        public static var qualifier: FITField { FITField(messageNumber: 202, number: 9, name: "qualifier") }
        /// `descriptor`: field 10.
        public static var descriptor: FITField { FITField(messageNumber: 202, number: 10, name: "descriptor") }
        /// `is_signed`: field 11.
        public static var isSigned: FITField { FITField(messageNumber: 202, number: 11, name: "is_signed") }
    }

    /// The fields of `field_description` (message 206).
    public enum FieldDescription {
        /// `developer_data_index`: field 0.
        public static var developerDataIndex: FITField { FITField(messageNumber: 206, number: 0, name: "developer_data_index") }
        /// `field_definition_number`: field 1.
        public static var fieldDefinitionNumber: FITField { FITField(messageNumber: 206, number: 1, name: "field_definition_number") }
        /// `fit_base_type_id`: field 2.
        public static var fitBaseTypeId: FITField { FITField(messageNumber: 206, number: 2, name: "fit_base_type_id") }
        /// `field_name`: field 3.
        public static var fieldName: FITField { FITField(messageNumber: 206, number: 3, name: "field_name") }
        /// `array`: field 4.
        public static var array: FITField { FITField(messageNumber: 206, number: 4, name: "array") }
        /// `components`: field 5.
        public static var components: FITField { FITField(messageNumber: 206, number: 5, name: "components") }
        /// `scale`: field 6.
        public static var scale: FITField { FITField(messageNumber: 206, number: 6, name: "scale") }
        /// `offset`: field 7.
        public static var offset: FITField { FITField(messageNumber: 206, number: 7, name: "offset") }
        /// `units`: field 8.
        public static var units: FITField { FITField(messageNumber: 206, number: 8, name: "units") }
        /// `bits`: field 9.
        public static var bits: FITField { FITField(messageNumber: 206, number: 9, name: "bits") }
        /// `accumulate`: field 10.
        public static var accumulate: FITField { FITField(messageNumber: 206, number: 10, name: "accumulate") }
        /// `fit_base_unit_id`: field 13.
        public static var fitBaseUnitId: FITField { FITField(messageNumber: 206, number: 13, name: "fit_base_unit_id") }
        /// `native_mesg_num`: field 14.
        public static var nativeMesgNum: FITField { FITField(messageNumber: 206, number: 14, name: "native_mesg_num") }
        /// `native_field_num`: field 15.
        public static var nativeFieldNum: FITField { FITField(messageNumber: 206, number: 15, name: "native_field_num") }
    }

    /// The fields of `developer_data_id` (message 207).
    public enum DeveloperDataId {
        /// `developer_id`: field 0.
        public static var developerId: FITField { FITField(messageNumber: 207, number: 0, name: "developer_id") }
        /// `application_id`: field 1.
        public static var applicationId: FITField { FITField(messageNumber: 207, number: 1, name: "application_id") }
        /// `manufacturer_id`: field 2.
        public static var manufacturerId: FITField { FITField(messageNumber: 207, number: 2, name: "manufacturer_id") }
        /// `developer_data_index`: field 3.
        public static var developerDataIndex: FITField { FITField(messageNumber: 207, number: 3, name: "developer_data_index") }
        /// `application_version`: field 4.
        public static var applicationVersion: FITField { FITField(messageNumber: 207, number: 4, name: "application_version") }
    }

    /// The fields of `magnetometer_data` (message 208).
    public enum MagnetometerData {
        /// `timestamp_ms`: field 0.
        public static var timestampMs: FITField { FITField(messageNumber: 208, number: 0, name: "timestamp_ms") }
        /// `sample_time_offset`: field 1.
        public static var sampleTimeOffset: FITField { FITField(messageNumber: 208, number: 1, name: "sample_time_offset") }
        /// `mag_x`: field 2.
        public static var magX: FITField { FITField(messageNumber: 208, number: 2, name: "mag_x") }
        /// `mag_y`: field 3.
        public static var magY: FITField { FITField(messageNumber: 208, number: 3, name: "mag_y") }
        /// `mag_z`: field 4.
        public static var magZ: FITField { FITField(messageNumber: 208, number: 4, name: "mag_z") }
        /// `calibrated_mag_x`: field 5.
        public static var calibratedMagX: FITField { FITField(messageNumber: 208, number: 5, name: "calibrated_mag_x") }
        /// `calibrated_mag_y`: field 6.
        public static var calibratedMagY: FITField { FITField(messageNumber: 208, number: 6, name: "calibrated_mag_y") }
        /// `calibrated_mag_z`: field 7.
        public static var calibratedMagZ: FITField { FITField(messageNumber: 208, number: 7, name: "calibrated_mag_z") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 208, number: 253, name: "timestamp") }
    }

    /// The fields of `barometer_data` (message 209).
    public enum BarometerData {
        /// `timestamp_ms`: field 0.
        public static var timestampMs: FITField { FITField(messageNumber: 209, number: 0, name: "timestamp_ms") }
        /// `sample_time_offset`: field 1.
        public static var sampleTimeOffset: FITField { FITField(messageNumber: 209, number: 1, name: "sample_time_offset") }
        /// `baro_pres`: field 2.
        public static var baroPres: FITField { FITField(messageNumber: 209, number: 2, name: "baro_pres") }
        /// `enhanced_altitude`: field 3.
        public static var enhancedAltitude: FITField { FITField(messageNumber: 209, number: 3, name: "enhanced_altitude") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 209, number: 253, name: "timestamp") }
    }

    /// The fields of `one_d_sensor_calibration` (message 210).
    public enum OneDSensorCalibration {
        /// `sensor_type`: field 0.
        public static var sensorType: FITField { FITField(messageNumber: 210, number: 0, name: "sensor_type") }
        /// `calibration_factor`: field 1.
        public static var calibrationFactor: FITField { FITField(messageNumber: 210, number: 1, name: "calibration_factor") }
        /// `calibration_divisor`: field 2.
        public static var calibrationDivisor: FITField { FITField(messageNumber: 210, number: 2, name: "calibration_divisor") }
        /// `level_shift`: field 3.
        public static var levelShift: FITField { FITField(messageNumber: 210, number: 3, name: "level_shift") }
        /// `offset_cal`: field 4.
        public static var offsetCal: FITField { FITField(messageNumber: 210, number: 4, name: "offset_cal") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 210, number: 253, name: "timestamp") }
        /// `baro_cal_factor`: a sub-field of `calibration_factor` (field 1).
        public static var baroCalFactor: FITField { FITField(messageNumber: 210, number: 1, name: "baro_cal_factor") }
    }

    /// The fields of `monitoring_hr_data` (message 211).
    public enum MonitoringHrData {
        /// `resting_heart_rate`: field 0.
        public static var restingHeartRate: FITField { FITField(messageNumber: 211, number: 0, name: "resting_heart_rate") }
        /// `current_day_resting_heart_rate`: field 1.
        public static var currentDayRestingHeartRate: FITField { FITField(messageNumber: 211, number: 1, name: "current_day_resting_heart_rate") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 211, number: 253, name: "timestamp") }
    }

    /// The fields of `time_in_zone` (message 216).
    public enum TimeInZone {
        /// `reference_mesg`: field 0.
        public static var referenceMesg: FITField { FITField(messageNumber: 216, number: 0, name: "reference_mesg") }
        /// `reference_index`: field 1.
        public static var referenceIndex: FITField { FITField(messageNumber: 216, number: 1, name: "reference_index") }
        /// `time_in_hr_zone`: field 2.
        public static var timeInHrZone: FITField { FITField(messageNumber: 216, number: 2, name: "time_in_hr_zone") }
        /// `time_in_speed_zone`: field 3.
        public static var timeInSpeedZone: FITField { FITField(messageNumber: 216, number: 3, name: "time_in_speed_zone") }
        /// `time_in_cadence_zone`: field 4.
        public static var timeInCadenceZone: FITField { FITField(messageNumber: 216, number: 4, name: "time_in_cadence_zone") }
        /// `time_in_power_zone`: field 5.
        public static var timeInPowerZone: FITField { FITField(messageNumber: 216, number: 5, name: "time_in_power_zone") }
        /// `hr_zone_high_boundary`: field 6.
        public static var hrZoneHighBoundary: FITField { FITField(messageNumber: 216, number: 6, name: "hr_zone_high_boundary") }
        /// `speed_zone_high_boundary`: field 7.
        public static var speedZoneHighBoundary: FITField { FITField(messageNumber: 216, number: 7, name: "speed_zone_high_boundary") }
        /// `cadence_zone_high_bondary`: field 8.
        public static var cadenceZoneHighBondary: FITField { FITField(messageNumber: 216, number: 8, name: "cadence_zone_high_bondary") }
        /// `power_zone_high_boundary`: field 9.
        public static var powerZoneHighBoundary: FITField { FITField(messageNumber: 216, number: 9, name: "power_zone_high_boundary") }
        /// `hr_calc_type`: field 10.
        public static var hrCalcType: FITField { FITField(messageNumber: 216, number: 10, name: "hr_calc_type") }
        /// `max_heart_rate`: field 11.
        public static var maxHeartRate: FITField { FITField(messageNumber: 216, number: 11, name: "max_heart_rate") }
        /// `resting_heart_rate`: field 12.
        public static var restingHeartRate: FITField { FITField(messageNumber: 216, number: 12, name: "resting_heart_rate") }
        /// `threshold_heart_rate`: field 13.
        public static var thresholdHeartRate: FITField { FITField(messageNumber: 216, number: 13, name: "threshold_heart_rate") }
        /// `pwr_calc_type`: field 14.
        public static var pwrCalcType: FITField { FITField(messageNumber: 216, number: 14, name: "pwr_calc_type") }
        /// `functional_threshold_power`: field 15.
        public static var functionalThresholdPower: FITField { FITField(messageNumber: 216, number: 15, name: "functional_threshold_power") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 216, number: 253, name: "timestamp") }
    }

    /// The fields of `set` (message 225).
    public enum Set {
        /// `duration`: field 0.
        public static var duration: FITField { FITField(messageNumber: 225, number: 0, name: "duration") }
        /// `repetitions`: field 3.
        public static var repetitions: FITField { FITField(messageNumber: 225, number: 3, name: "repetitions") }
        /// `weight`: field 4.
        public static var weight: FITField { FITField(messageNumber: 225, number: 4, name: "weight") }
        /// `set_type`: field 5.
        public static var setType: FITField { FITField(messageNumber: 225, number: 5, name: "set_type") }
        /// `start_time`: field 6.
        public static var startTime: FITField { FITField(messageNumber: 225, number: 6, name: "start_time") }
        /// `category`: field 7.
        public static var category: FITField { FITField(messageNumber: 225, number: 7, name: "category") }
        /// `category_subtype`: field 8.
        public static var categorySubtype: FITField { FITField(messageNumber: 225, number: 8, name: "category_subtype") }
        /// `weight_display_unit`: field 9.
        public static var weightDisplayUnit: FITField { FITField(messageNumber: 225, number: 9, name: "weight_display_unit") }
        /// `message_index`: field 10.
        public static var messageIndex: FITField { FITField(messageNumber: 225, number: 10, name: "message_index") }
        /// `wkt_step_index`: field 11.
        public static var wktStepIndex: FITField { FITField(messageNumber: 225, number: 11, name: "wkt_step_index") }
        /// `timestamp`: field 254.
        public static var timestamp: FITField { FITField(messageNumber: 225, number: 254, name: "timestamp") }
    }

    /// The fields of `stress_level` (message 227).
    public enum StressLevel {
        /// `stress_level_value`: field 0.
        public static var stressLevelValue: FITField { FITField(messageNumber: 227, number: 0, name: "stress_level_value") }
        /// `stress_level_time`: field 1.
        public static var stressLevelTime: FITField { FITField(messageNumber: 227, number: 1, name: "stress_level_time") }
    }

    /// The fields of `max_met_data` (message 229).
    public enum MaxMetData {
        /// `update_time`: field 0.
        public static var updateTime: FITField { FITField(messageNumber: 229, number: 0, name: "update_time") }
        /// `vo2_max`: field 2.
        public static var vo2Max: FITField { FITField(messageNumber: 229, number: 2, name: "vo2_max") }
        /// `sport`: field 5.
        public static var sport: FITField { FITField(messageNumber: 229, number: 5, name: "sport") }
        /// `sub_sport`: field 6.
        public static var subSport: FITField { FITField(messageNumber: 229, number: 6, name: "sub_sport") }
        /// `max_met_category`: field 8.
        public static var maxMetCategory: FITField { FITField(messageNumber: 229, number: 8, name: "max_met_category") }
        /// `calibrated_data`: field 9.
        public static var calibratedData: FITField { FITField(messageNumber: 229, number: 9, name: "calibrated_data") }
        /// `hr_source`: field 12.
        public static var hrSource: FITField { FITField(messageNumber: 229, number: 12, name: "hr_source") }
        /// `speed_source`: field 13.
        public static var speedSource: FITField { FITField(messageNumber: 229, number: 13, name: "speed_source") }
    }

    /// The fields of `dive_settings` (message 258).
    public enum DiveSettings {
        /// `name`: field 0.
        public static var name: FITField { FITField(messageNumber: 258, number: 0, name: "name") }
        /// `model`: field 1.
        public static var model: FITField { FITField(messageNumber: 258, number: 1, name: "model") }
        /// `gf_low`: field 2.
        public static var gfLow: FITField { FITField(messageNumber: 258, number: 2, name: "gf_low") }
        /// `gf_high`: field 3.
        public static var gfHigh: FITField { FITField(messageNumber: 258, number: 3, name: "gf_high") }
        /// `water_type`: field 4.
        public static var waterType: FITField { FITField(messageNumber: 258, number: 4, name: "water_type") }
        /// `water_density`: field 5.
        public static var waterDensity: FITField { FITField(messageNumber: 258, number: 5, name: "water_density") }
        /// `po2_warn`: field 6.
        public static var po2Warn: FITField { FITField(messageNumber: 258, number: 6, name: "po2_warn") }
        /// `po2_critical`: field 7.
        public static var po2Critical: FITField { FITField(messageNumber: 258, number: 7, name: "po2_critical") }
        /// `po2_deco`: field 8.
        public static var po2Deco: FITField { FITField(messageNumber: 258, number: 8, name: "po2_deco") }
        /// `safety_stop_enabled`: field 9.
        public static var safetyStopEnabled: FITField { FITField(messageNumber: 258, number: 9, name: "safety_stop_enabled") }
        /// `bottom_depth`: field 10.
        public static var bottomDepth: FITField { FITField(messageNumber: 258, number: 10, name: "bottom_depth") }
        /// `bottom_time`: field 11.
        public static var bottomTime: FITField { FITField(messageNumber: 258, number: 11, name: "bottom_time") }
        /// `apnea_countdown_enabled`: field 12.
        public static var apneaCountdownEnabled: FITField { FITField(messageNumber: 258, number: 12, name: "apnea_countdown_enabled") }
        /// `apnea_countdown_time`: field 13.
        public static var apneaCountdownTime: FITField { FITField(messageNumber: 258, number: 13, name: "apnea_countdown_time") }
        /// `backlight_mode`: field 14.
        public static var backlightMode: FITField { FITField(messageNumber: 258, number: 14, name: "backlight_mode") }
        /// `backlight_brightness`: field 15.
        public static var backlightBrightness: FITField { FITField(messageNumber: 258, number: 15, name: "backlight_brightness") }
        /// `backlight_timeout`: field 16.
        public static var backlightTimeout: FITField { FITField(messageNumber: 258, number: 16, name: "backlight_timeout") }
        /// `repeat_dive_interval`: field 17.
        public static var repeatDiveInterval: FITField { FITField(messageNumber: 258, number: 17, name: "repeat_dive_interval") }
        /// `safety_stop_time`: field 18.
        public static var safetyStopTime: FITField { FITField(messageNumber: 258, number: 18, name: "safety_stop_time") }
        /// `heart_rate_source_type`: field 19.
        public static var heartRateSourceType: FITField { FITField(messageNumber: 258, number: 19, name: "heart_rate_source_type") }
        /// `heart_rate_source`: field 20.
        public static var heartRateSource: FITField { FITField(messageNumber: 258, number: 20, name: "heart_rate_source") }
        /// `travel_gas`: field 21.
        public static var travelGas: FITField { FITField(messageNumber: 258, number: 21, name: "travel_gas") }
        /// `ccr_low_setpoint_switch_mode`: field 22.
        public static var ccrLowSetpointSwitchMode: FITField { FITField(messageNumber: 258, number: 22, name: "ccr_low_setpoint_switch_mode") }
        /// `ccr_low_setpoint`: field 23.
        public static var ccrLowSetpoint: FITField { FITField(messageNumber: 258, number: 23, name: "ccr_low_setpoint") }
        /// `ccr_low_setpoint_depth`: field 24.
        public static var ccrLowSetpointDepth: FITField { FITField(messageNumber: 258, number: 24, name: "ccr_low_setpoint_depth") }
        /// `ccr_high_setpoint_switch_mode`: field 25.
        public static var ccrHighSetpointSwitchMode: FITField { FITField(messageNumber: 258, number: 25, name: "ccr_high_setpoint_switch_mode") }
        /// `ccr_high_setpoint`: field 26.
        public static var ccrHighSetpoint: FITField { FITField(messageNumber: 258, number: 26, name: "ccr_high_setpoint") }
        /// `ccr_high_setpoint_depth`: field 27.
        public static var ccrHighSetpointDepth: FITField { FITField(messageNumber: 258, number: 27, name: "ccr_high_setpoint_depth") }
        /// `gas_consumption_display`: field 29.
        public static var gasConsumptionDisplay: FITField { FITField(messageNumber: 258, number: 29, name: "gas_consumption_display") }
        /// `up_key_enabled`: field 30.
        public static var upKeyEnabled: FITField { FITField(messageNumber: 258, number: 30, name: "up_key_enabled") }
        /// `dive_sounds`: field 35.
        public static var diveSounds: FITField { FITField(messageNumber: 258, number: 35, name: "dive_sounds") }
        /// `last_stop_multiple`: field 36.
        public static var lastStopMultiple: FITField { FITField(messageNumber: 258, number: 36, name: "last_stop_multiple") }
        /// `no_fly_time_mode`: field 37.
        public static var noFlyTimeMode: FITField { FITField(messageNumber: 258, number: 37, name: "no_fly_time_mode") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 258, number: 253, name: "timestamp") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 258, number: 254, name: "message_index") }
        /// `heart_rate_antplus_device_type`: a sub-field of `heart_rate_source` (field 20).
        public static var heartRateAntplusDeviceType: FITField { FITField(messageNumber: 258, number: 20, name: "heart_rate_antplus_device_type") }
        /// `heart_rate_local_device_type`: a sub-field of `heart_rate_source` (field 20).
        public static var heartRateLocalDeviceType: FITField { FITField(messageNumber: 258, number: 20, name: "heart_rate_local_device_type") }
    }

    /// The fields of `dive_gas` (message 259).
    public enum DiveGas {
        /// `helium_content`: field 0.
        public static var heliumContent: FITField { FITField(messageNumber: 259, number: 0, name: "helium_content") }
        /// `oxygen_content`: field 1.
        public static var oxygenContent: FITField { FITField(messageNumber: 259, number: 1, name: "oxygen_content") }
        /// `status`: field 2.
        public static var status: FITField { FITField(messageNumber: 259, number: 2, name: "status") }
        /// `mode`: field 3.
        public static var mode: FITField { FITField(messageNumber: 259, number: 3, name: "mode") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 259, number: 254, name: "message_index") }
    }

    /// The fields of `dive_alarm` (message 262).
    public enum DiveAlarm {
        /// `depth`: field 0.
        public static var depth: FITField { FITField(messageNumber: 262, number: 0, name: "depth") }
        /// `time`: field 1.
        public static var time: FITField { FITField(messageNumber: 262, number: 1, name: "time") }
        /// `enabled`: field 2.
        public static var enabled: FITField { FITField(messageNumber: 262, number: 2, name: "enabled") }
        /// `alarm_type`: field 3.
        public static var alarmType: FITField { FITField(messageNumber: 262, number: 3, name: "alarm_type") }
        /// `sound`: field 4.
        public static var sound: FITField { FITField(messageNumber: 262, number: 4, name: "sound") }
        /// `dive_types`: field 5.
        public static var diveTypes: FITField { FITField(messageNumber: 262, number: 5, name: "dive_types") }
        /// `id`: field 6.
        public static var id: FITField { FITField(messageNumber: 262, number: 6, name: "id") }
        /// `popup_enabled`: field 7.
        public static var popupEnabled: FITField { FITField(messageNumber: 262, number: 7, name: "popup_enabled") }
        /// `trigger_on_descent`: field 8.
        public static var triggerOnDescent: FITField { FITField(messageNumber: 262, number: 8, name: "trigger_on_descent") }
        /// `trigger_on_ascent`: field 9.
        public static var triggerOnAscent: FITField { FITField(messageNumber: 262, number: 9, name: "trigger_on_ascent") }
        /// `repeating`: field 10.
        public static var repeating: FITField { FITField(messageNumber: 262, number: 10, name: "repeating") }
        /// `speed`: field 11.
        public static var speed: FITField { FITField(messageNumber: 262, number: 11, name: "speed") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 262, number: 254, name: "message_index") }
    }

    /// The fields of `exercise_title` (message 264).
    public enum ExerciseTitle {
        /// `exercise_category`: field 0.
        public static var exerciseCategory: FITField { FITField(messageNumber: 264, number: 0, name: "exercise_category") }
        /// `exercise_name`: field 1.
        public static var exerciseName: FITField { FITField(messageNumber: 264, number: 1, name: "exercise_name") }
        /// `wkt_step_name`: field 2.
        public static var wktStepName: FITField { FITField(messageNumber: 264, number: 2, name: "wkt_step_name") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 264, number: 254, name: "message_index") }
    }

    /// The fields of `dive_summary` (message 268).
    public enum DiveSummary {
        /// `reference_mesg`: field 0.
        public static var referenceMesg: FITField { FITField(messageNumber: 268, number: 0, name: "reference_mesg") }
        /// `reference_index`: field 1.
        public static var referenceIndex: FITField { FITField(messageNumber: 268, number: 1, name: "reference_index") }
        /// `avg_depth`: field 2.
        public static var avgDepth: FITField { FITField(messageNumber: 268, number: 2, name: "avg_depth") }
        /// `max_depth`: field 3.
        public static var maxDepth: FITField { FITField(messageNumber: 268, number: 3, name: "max_depth") }
        /// `surface_interval`: field 4.
        public static var surfaceInterval: FITField { FITField(messageNumber: 268, number: 4, name: "surface_interval") }
        /// `start_cns`: field 5.
        public static var startCns: FITField { FITField(messageNumber: 268, number: 5, name: "start_cns") }
        /// `end_cns`: field 6.
        public static var endCns: FITField { FITField(messageNumber: 268, number: 6, name: "end_cns") }
        /// `start_n2`: field 7.
        public static var startN2: FITField { FITField(messageNumber: 268, number: 7, name: "start_n2") }
        /// `end_n2`: field 8.
        public static var endN2: FITField { FITField(messageNumber: 268, number: 8, name: "end_n2") }
        /// `o2_toxicity`: field 9.
        public static var o2Toxicity: FITField { FITField(messageNumber: 268, number: 9, name: "o2_toxicity") }
        /// `dive_number`: field 10.
        public static var diveNumber: FITField { FITField(messageNumber: 268, number: 10, name: "dive_number") }
        /// `bottom_time`: field 11.
        public static var bottomTime: FITField { FITField(messageNumber: 268, number: 11, name: "bottom_time") }
        /// `avg_pressure_sac`: field 12.
        public static var avgPressureSac: FITField { FITField(messageNumber: 268, number: 12, name: "avg_pressure_sac") }
        /// `avg_volume_sac`: field 13.
        public static var avgVolumeSac: FITField { FITField(messageNumber: 268, number: 13, name: "avg_volume_sac") }
        /// `avg_rmv`: field 14.
        public static var avgRmv: FITField { FITField(messageNumber: 268, number: 14, name: "avg_rmv") }
        /// `descent_time`: field 15.
        public static var descentTime: FITField { FITField(messageNumber: 268, number: 15, name: "descent_time") }
        /// `ascent_time`: field 16.
        public static var ascentTime: FITField { FITField(messageNumber: 268, number: 16, name: "ascent_time") }
        /// `avg_ascent_rate`: field 17.
        public static var avgAscentRate: FITField { FITField(messageNumber: 268, number: 17, name: "avg_ascent_rate") }
        /// `avg_descent_rate`: field 22.
        public static var avgDescentRate: FITField { FITField(messageNumber: 268, number: 22, name: "avg_descent_rate") }
        /// `max_ascent_rate`: field 23.
        public static var maxAscentRate: FITField { FITField(messageNumber: 268, number: 23, name: "max_ascent_rate") }
        /// `max_descent_rate`: field 24.
        public static var maxDescentRate: FITField { FITField(messageNumber: 268, number: 24, name: "max_descent_rate") }
        /// `hang_time`: field 25.
        public static var hangTime: FITField { FITField(messageNumber: 268, number: 25, name: "hang_time") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 268, number: 253, name: "timestamp") }
    }

    /// The fields of `spo2_data` (message 269).
    public enum Spo2Data {
        /// `reading_spo2`: field 0.
        public static var readingSpo2: FITField { FITField(messageNumber: 269, number: 0, name: "reading_spo2") }
        /// `reading_confidence`: field 1.
        public static var readingConfidence: FITField { FITField(messageNumber: 269, number: 1, name: "reading_confidence") }
        /// `mode`: field 2.
        public static var mode: FITField { FITField(messageNumber: 269, number: 2, name: "mode") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 269, number: 253, name: "timestamp") }
    }

    /// The fields of `sleep_level` (message 275).
    public enum SleepLevel {
        /// `sleep_level`: field 0.
        public static var sleepLevel: FITField { FITField(messageNumber: 275, number: 0, name: "sleep_level") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 275, number: 253, name: "timestamp") }
    }

    /// The fields of `jump` (message 285).
    public enum Jump {
        /// `distance`: field 0.
        public static var distance: FITField { FITField(messageNumber: 285, number: 0, name: "distance") }
        /// `height`: field 1.
        public static var height: FITField { FITField(messageNumber: 285, number: 1, name: "height") }
        /// `rotations`: field 2.
        public static var rotations: FITField { FITField(messageNumber: 285, number: 2, name: "rotations") }
        /// `hang_time`: field 3.
        public static var hangTime: FITField { FITField(messageNumber: 285, number: 3, name: "hang_time") }
        /// `score`: field 4.
        public static var score: FITField { FITField(messageNumber: 285, number: 4, name: "score") }
        /// `position_lat`: field 5.
        public static var positionLat: FITField { FITField(messageNumber: 285, number: 5, name: "position_lat") }
        /// `position_long`: field 6.
        public static var positionLong: FITField { FITField(messageNumber: 285, number: 6, name: "position_long") }
        /// `speed`: field 7.
        public static var speed: FITField { FITField(messageNumber: 285, number: 7, name: "speed") }
        /// `enhanced_speed`: field 8.
        public static var enhancedSpeed: FITField { FITField(messageNumber: 285, number: 8, name: "enhanced_speed") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 285, number: 253, name: "timestamp") }
    }

    /// The fields of `aad_accel_features` (message 289).
    public enum AadAccelFeatures {
        /// `time`: field 0.
        public static var time: FITField { FITField(messageNumber: 289, number: 0, name: "time") }
        /// `energy_total`: field 1.
        public static var energyTotal: FITField { FITField(messageNumber: 289, number: 1, name: "energy_total") }
        /// `zero_cross_cnt`: field 2.
        public static var zeroCrossCnt: FITField { FITField(messageNumber: 289, number: 2, name: "zero_cross_cnt") }
        /// `instance`: field 3.
        public static var instance: FITField { FITField(messageNumber: 289, number: 3, name: "instance") }
        /// `time_above_threshold`: field 4.
        public static var timeAboveThreshold: FITField { FITField(messageNumber: 289, number: 4, name: "time_above_threshold") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 289, number: 253, name: "timestamp") }
    }

    /// The fields of `beat_intervals` (message 290).
    public enum BeatIntervals {
        /// `timestamp_ms`: field 0.
        public static var timestampMs: FITField { FITField(messageNumber: 290, number: 0, name: "timestamp_ms") }
        /// `time`: field 1.
        public static var time: FITField { FITField(messageNumber: 290, number: 1, name: "time") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 290, number: 253, name: "timestamp") }
    }

    /// The fields of `respiration_rate` (message 297).
    public enum RespirationRate {
        /// `respiration_rate`: field 0.
        public static var respirationRate: FITField { FITField(messageNumber: 297, number: 0, name: "respiration_rate") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 297, number: 253, name: "timestamp") }
    }

    /// The fields of `hsa_accelerometer_data` (message 302).
    public enum HsaAccelerometerData {
        /// `timestamp_ms`: field 0.
        public static var timestampMs: FITField { FITField(messageNumber: 302, number: 0, name: "timestamp_ms") }
        /// `sampling_interval`: field 1.
        public static var samplingInterval: FITField { FITField(messageNumber: 302, number: 1, name: "sampling_interval") }
        /// `accel_x`: field 2.
        public static var accelX: FITField { FITField(messageNumber: 302, number: 2, name: "accel_x") }
        /// `accel_y`: field 3.
        public static var accelY: FITField { FITField(messageNumber: 302, number: 3, name: "accel_y") }
        /// `accel_z`: field 4.
        public static var accelZ: FITField { FITField(messageNumber: 302, number: 4, name: "accel_z") }
        /// `timestamp_32k`: field 5.
        public static var timestamp32k: FITField { FITField(messageNumber: 302, number: 5, name: "timestamp_32k") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 302, number: 253, name: "timestamp") }
    }

    /// The fields of `hsa_step_data` (message 304).
    public enum HsaStepData {
        /// `processing_interval`: field 0.
        public static var processingInterval: FITField { FITField(messageNumber: 304, number: 0, name: "processing_interval") }
        /// `steps`: field 1.
        public static var steps: FITField { FITField(messageNumber: 304, number: 1, name: "steps") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 304, number: 253, name: "timestamp") }
    }

    /// The fields of `hsa_spo2_data` (message 305).
    public enum HsaSpo2Data {
        /// `processing_interval`: field 0.
        public static var processingInterval: FITField { FITField(messageNumber: 305, number: 0, name: "processing_interval") }
        /// `reading_spo2`: field 1.
        public static var readingSpo2: FITField { FITField(messageNumber: 305, number: 1, name: "reading_spo2") }
        /// `confidence`: field 2.
        public static var confidence: FITField { FITField(messageNumber: 305, number: 2, name: "confidence") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 305, number: 253, name: "timestamp") }
    }

    /// The fields of `hsa_stress_data` (message 306).
    public enum HsaStressData {
        /// `processing_interval`: field 0.
        public static var processingInterval: FITField { FITField(messageNumber: 306, number: 0, name: "processing_interval") }
        /// `stress_level`: field 1.
        public static var stressLevel: FITField { FITField(messageNumber: 306, number: 1, name: "stress_level") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 306, number: 253, name: "timestamp") }
    }

    /// The fields of `hsa_respiration_data` (message 307).
    public enum HsaRespirationData {
        /// `processing_interval`: field 0.
        public static var processingInterval: FITField { FITField(messageNumber: 307, number: 0, name: "processing_interval") }
        /// `respiration_rate`: field 1.
        public static var respirationRate: FITField { FITField(messageNumber: 307, number: 1, name: "respiration_rate") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 307, number: 253, name: "timestamp") }
    }

    /// The fields of `hsa_heart_rate_data` (message 308).
    public enum HsaHeartRateData {
        /// `processing_interval`: field 0.
        public static var processingInterval: FITField { FITField(messageNumber: 308, number: 0, name: "processing_interval") }
        /// `status`: field 1.
        public static var status: FITField { FITField(messageNumber: 308, number: 1, name: "status") }
        /// `heart_rate`: field 2.
        public static var heartRate: FITField { FITField(messageNumber: 308, number: 2, name: "heart_rate") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 308, number: 253, name: "timestamp") }
    }

    /// The fields of `split` (message 312).
    public enum Split {
        /// `split_type`: field 0.
        public static var splitType: FITField { FITField(messageNumber: 312, number: 0, name: "split_type") }
        /// `total_elapsed_time`: field 1.
        public static var totalElapsedTime: FITField { FITField(messageNumber: 312, number: 1, name: "total_elapsed_time") }
        /// `total_timer_time`: field 2.
        public static var totalTimerTime: FITField { FITField(messageNumber: 312, number: 2, name: "total_timer_time") }
        /// `total_distance`: field 3.
        public static var totalDistance: FITField { FITField(messageNumber: 312, number: 3, name: "total_distance") }
        /// `avg_speed`: field 4.
        public static var avgSpeed: FITField { FITField(messageNumber: 312, number: 4, name: "avg_speed") }
        /// `start_time`: field 9.
        public static var startTime: FITField { FITField(messageNumber: 312, number: 9, name: "start_time") }
        /// `sport`: field 11.
        public static var sport: FITField { FITField(messageNumber: 312, number: 11, name: "sport") }
        /// `sub_sport`: field 12.
        public static var subSport: FITField { FITField(messageNumber: 312, number: 12, name: "sub_sport") }
        /// `total_ascent`: field 13.
        public static var totalAscent: FITField { FITField(messageNumber: 312, number: 13, name: "total_ascent") }
        /// `total_descent`: field 14.
        public static var totalDescent: FITField { FITField(messageNumber: 312, number: 14, name: "total_descent") }
        /// `avg_heart_rate`: field 15.
        public static var avgHeartRate: FITField { FITField(messageNumber: 312, number: 15, name: "avg_heart_rate") }
        /// `max_heart_rate`: field 16.
        public static var maxHeartRate: FITField { FITField(messageNumber: 312, number: 16, name: "max_heart_rate") }
        /// `nec_lat`: field 17.
        public static var necLat: FITField { FITField(messageNumber: 312, number: 17, name: "nec_lat") }
        /// `nec_long`: field 18.
        public static var necLong: FITField { FITField(messageNumber: 312, number: 18, name: "nec_long") }
        /// `swc_lat`: field 19.
        public static var swcLat: FITField { FITField(messageNumber: 312, number: 19, name: "swc_lat") }
        /// `swc_long`: field 20.
        public static var swcLong: FITField { FITField(messageNumber: 312, number: 20, name: "swc_long") }
        /// `start_position_lat`: field 21.
        public static var startPositionLat: FITField { FITField(messageNumber: 312, number: 21, name: "start_position_lat") }
        /// `start_position_long`: field 22.
        public static var startPositionLong: FITField { FITField(messageNumber: 312, number: 22, name: "start_position_long") }
        /// `end_position_lat`: field 23.
        public static var endPositionLat: FITField { FITField(messageNumber: 312, number: 23, name: "end_position_lat") }
        /// `end_position_long`: field 24.
        public static var endPositionLong: FITField { FITField(messageNumber: 312, number: 24, name: "end_position_long") }
        /// `max_speed`: field 25.
        public static var maxSpeed: FITField { FITField(messageNumber: 312, number: 25, name: "max_speed") }
        /// `avg_vert_speed`: field 26.
        public static var avgVertSpeed: FITField { FITField(messageNumber: 312, number: 26, name: "avg_vert_speed") }
        /// `end_time`: field 27.
        public static var endTime: FITField { FITField(messageNumber: 312, number: 27, name: "end_time") }
        /// `total_calories`: field 28.
        public static var totalCalories: FITField { FITField(messageNumber: 312, number: 28, name: "total_calories") }
        /// `avg_cadence`: field 29.
        public static var avgCadence: FITField { FITField(messageNumber: 312, number: 29, name: "avg_cadence") }
        /// `max_cadence`: field 30.
        public static var maxCadence: FITField { FITField(messageNumber: 312, number: 30, name: "max_cadence") }
        /// `total_cycles`: field 31.
        public static var totalCycles: FITField { FITField(messageNumber: 312, number: 31, name: "total_cycles") }
        /// `avg_temperature`: field 32.
        public static var avgTemperature: FITField { FITField(messageNumber: 312, number: 32, name: "avg_temperature") }
        /// `max_temperature`: field 33.
        public static var maxTemperature: FITField { FITField(messageNumber: 312, number: 33, name: "max_temperature") }
        /// `min_temperature`: field 34.
        public static var minTemperature: FITField { FITField(messageNumber: 312, number: 34, name: "min_temperature") }
        /// `avg_vertical_oscillation`: field 35.
        public static var avgVerticalOscillation: FITField { FITField(messageNumber: 312, number: 35, name: "avg_vertical_oscillation") }
        /// `avg_vertical_ratio`: field 36.
        public static var avgVerticalRatio: FITField { FITField(messageNumber: 312, number: 36, name: "avg_vertical_ratio") }
        /// `avg_stance_time`: field 37.
        public static var avgStanceTime: FITField { FITField(messageNumber: 312, number: 37, name: "avg_stance_time") }
        /// `avg_stance_time_balance`: field 38.
        public static var avgStanceTimeBalance: FITField { FITField(messageNumber: 312, number: 38, name: "avg_stance_time_balance") }
        /// `avg_step_length`: field 39.
        public static var avgStepLength: FITField { FITField(messageNumber: 312, number: 39, name: "avg_step_length") }
        /// `avg_power`: field 40.
        public static var avgPower: FITField { FITField(messageNumber: 312, number: 40, name: "avg_power") }
        /// `max_power`: field 41.
        public static var maxPower: FITField { FITField(messageNumber: 312, number: 41, name: "max_power") }
        /// `normalized_power`: field 42.
        public static var normalizedPower: FITField { FITField(messageNumber: 312, number: 42, name: "normalized_power") }
        /// `left_right_balance`: field 43.
        public static var leftRightBalance: FITField { FITField(messageNumber: 312, number: 43, name: "left_right_balance") }
        /// `time_standing`: field 44.
        public static var timeStanding: FITField { FITField(messageNumber: 312, number: 44, name: "time_standing") }
        /// `avg_left_pco`: field 45.
        public static var avgLeftPco: FITField { FITField(messageNumber: 312, number: 45, name: "avg_left_pco") }
        /// `avg_right_pco`: field 46.
        public static var avgRightPco: FITField { FITField(messageNumber: 312, number: 46, name: "avg_right_pco") }
        /// `avg_left_power_phase`: field 47.
        public static var avgLeftPowerPhase: FITField { FITField(messageNumber: 312, number: 47, name: "avg_left_power_phase") }
        /// `avg_left_power_phase_peak`: field 48.
        public static var avgLeftPowerPhasePeak: FITField { FITField(messageNumber: 312, number: 48, name: "avg_left_power_phase_peak") }
        /// `avg_right_power_phase`: field 49.
        public static var avgRightPowerPhase: FITField { FITField(messageNumber: 312, number: 49, name: "avg_right_power_phase") }
        /// `avg_right_power_phase_peak`: field 50.
        public static var avgRightPowerPhasePeak: FITField { FITField(messageNumber: 312, number: 50, name: "avg_right_power_phase_peak") }
        /// `avg_power_position`: field 51.
        public static var avgPowerPosition: FITField { FITField(messageNumber: 312, number: 51, name: "avg_power_position") }
        /// `max_power_position`: field 52.
        public static var maxPowerPosition: FITField { FITField(messageNumber: 312, number: 52, name: "max_power_position") }
        /// `avg_left_torque_effectiveness`: field 53.
        public static var avgLeftTorqueEffectiveness: FITField { FITField(messageNumber: 312, number: 53, name: "avg_left_torque_effectiveness") }
        /// `avg_right_torque_effectiveness`: field 54.
        public static var avgRightTorqueEffectiveness: FITField { FITField(messageNumber: 312, number: 54, name: "avg_right_torque_effectiveness") }
        /// `avg_left_pedal_smoothness`: field 55.
        public static var avgLeftPedalSmoothness: FITField { FITField(messageNumber: 312, number: 55, name: "avg_left_pedal_smoothness") }
        /// `avg_right_pedal_smoothness`: field 56.
        public static var avgRightPedalSmoothness: FITField { FITField(messageNumber: 312, number: 56, name: "avg_right_pedal_smoothness") }
        /// `avg_combined_pedal_smoothness`: field 57.
        public static var avgCombinedPedalSmoothness: FITField { FITField(messageNumber: 312, number: 57, name: "avg_combined_pedal_smoothness") }
        /// `avg_flow`: field 58.
        public static var avgFlow: FITField { FITField(messageNumber: 312, number: 58, name: "avg_flow") }
        /// `total_grit`: field 59.
        public static var totalGrit: FITField { FITField(messageNumber: 312, number: 59, name: "total_grit") }
        /// `swim_stroke`: field 62.
        public static var swimStroke: FITField { FITField(messageNumber: 312, number: 62, name: "swim_stroke") }
        /// `num_active_lengths`: field 63.
        public static var numActiveLengths: FITField { FITField(messageNumber: 312, number: 63, name: "num_active_lengths") }
        /// `avg_swolf`: field 64.
        public static var avgSwolf: FITField { FITField(messageNumber: 312, number: 64, name: "avg_swolf") }
        /// `avg_stroke_distance`: field 65.
        public static var avgStrokeDistance: FITField { FITField(messageNumber: 312, number: 65, name: "avg_stroke_distance") }
        /// `avg_strokes_per_length`: field 66.
        public static var avgStrokesPerLength: FITField { FITField(messageNumber: 312, number: 66, name: "avg_strokes_per_length") }
        /// `first_lap_index`: field 67.
        public static var firstLapIndex: FITField { FITField(messageNumber: 312, number: 67, name: "first_lap_index") }
        /// `num_laps`: field 68.
        public static var numLaps: FITField { FITField(messageNumber: 312, number: 68, name: "num_laps") }
        /// `climb_grading_scale`: field 69.
        public static var climbGradingScale: FITField { FITField(messageNumber: 312, number: 69, name: "climb_grading_scale") }
        /// `climb_grade_value`: field 70.
        public static var climbGradeValue: FITField { FITField(messageNumber: 312, number: 70, name: "climb_grade_value") }
        /// `status`: field 71.
        public static var status: FITField { FITField(messageNumber: 312, number: 71, name: "status") }
        /// `num_falls`: field 72.
        public static var numFalls: FITField { FITField(messageNumber: 312, number: 72, name: "num_falls") }
        /// `climb_send`: field 73.
        public static var climbSend: FITField { FITField(messageNumber: 312, number: 73, name: "climb_send") }
        /// `start_elevation`: field 74.
        public static var startElevation: FITField { FITField(messageNumber: 312, number: 74, name: "start_elevation") }
        /// `active_time`: field 78.
        public static var activeTime: FITField { FITField(messageNumber: 312, number: 78, name: "active_time") }
        /// `metabolic_calories`: field 79.
        public static var metabolicCalories: FITField { FITField(messageNumber: 312, number: 79, name: "metabolic_calories") }
        /// `total_fractional_ascent`: field 80.
        public static var totalFractionalAscent: FITField { FITField(messageNumber: 312, number: 80, name: "total_fractional_ascent") }
        /// `total_fractional_descent`: field 81.
        public static var totalFractionalDescent: FITField { FITField(messageNumber: 312, number: 81, name: "total_fractional_descent") }
        /// `avg_grade`: field 88.
        public static var avgGrade: FITField { FITField(messageNumber: 312, number: 88, name: "avg_grade") }
        /// `max_grade`: field 89.
        public static var maxGrade: FITField { FITField(messageNumber: 312, number: 89, name: "max_grade") }
        /// `min_cadence`: field 90.
        public static var minCadence: FITField { FITField(messageNumber: 312, number: 90, name: "min_cadence") }
        /// `avg_grade_adjusted_speed`: field 93.
        public static var avgGradeAdjustedSpeed: FITField { FITField(messageNumber: 312, number: 93, name: "avg_grade_adjusted_speed") }
        /// `avg_stress`: field 94.
        public static var avgStress: FITField { FITField(messageNumber: 312, number: 94, name: "avg_stress") }
        /// `avg_vam`: field 99.
        public static var avgVam: FITField { FITField(messageNumber: 312, number: 99, name: "avg_vam") }
        /// `jump_count`: field 104.
        public static var jumpCount: FITField { FITField(messageNumber: 312, number: 104, name: "jump_count") }
        /// `total_moving_time`: field 110.
        public static var totalMovingTime: FITField { FITField(messageNumber: 312, number: 110, name: "total_moving_time") }
        /// `dive_section_type`: field 112.
        public static var diveSectionType: FITField { FITField(messageNumber: 312, number: 112, name: "dive_section_type") }
        /// `avg_ascent_rate`: field 113.
        public static var avgAscentRate: FITField { FITField(messageNumber: 312, number: 113, name: "avg_ascent_rate") }
        /// `max_ascent_rate`: field 114.
        public static var maxAscentRate: FITField { FITField(messageNumber: 312, number: 114, name: "max_ascent_rate") }
        /// `avg_descent_rate`: field 115.
        public static var avgDescentRate: FITField { FITField(messageNumber: 312, number: 115, name: "avg_descent_rate") }
        /// `max_descent_rate`: field 116.
        public static var maxDescentRate: FITField { FITField(messageNumber: 312, number: 116, name: "max_descent_rate") }
        /// `total_ascent_time`: field 117.
        public static var totalAscentTime: FITField { FITField(messageNumber: 312, number: 117, name: "total_ascent_time") }
        /// `total_descent_time`: field 118.
        public static var totalDescentTime: FITField { FITField(messageNumber: 312, number: 118, name: "total_descent_time") }
        /// `total_hang_time`: field 119.
        public static var totalHangTime: FITField { FITField(messageNumber: 312, number: 119, name: "total_hang_time") }
        /// `apnea_discipline`: field 120.
        public static var apneaDiscipline: FITField { FITField(messageNumber: 312, number: 120, name: "apnea_discipline") }
        /// `avg_depth`: field 121.
        public static var avgDepth: FITField { FITField(messageNumber: 312, number: 121, name: "avg_depth") }
        /// `max_depth`: field 122.
        public static var maxDepth: FITField { FITField(messageNumber: 312, number: 122, name: "max_depth") }
        /// `min_heart_rate`: field 124.
        public static var minHeartRate: FITField { FITField(messageNumber: 312, number: 124, name: "min_heart_rate") }
        /// `surface_interval`: field 127.
        public static var surfaceInterval: FITField { FITField(messageNumber: 312, number: 127, name: "surface_interval") }
        /// `total_fractional_cycles`: field 142.
        public static var totalFractionalCycles: FITField { FITField(messageNumber: 312, number: 142, name: "total_fractional_cycles") }
        /// `avg_stance_time_percent`: field 144.
        public static var avgStanceTimePercent: FITField { FITField(messageNumber: 312, number: 144, name: "avg_stance_time_percent") }
        /// `total_anaerobic_training_effect`: field 168.
        public static var totalAnaerobicTrainingEffect: FITField { FITField(messageNumber: 312, number: 168, name: "total_anaerobic_training_effect") }
        /// `front_gear_shift_count`: field 169.
        public static var frontGearShiftCount: FITField { FITField(messageNumber: 312, number: 169, name: "front_gear_shift_count") }
        /// `rear_gear_shift_count`: field 170.
        public static var rearGearShiftCount: FITField { FITField(messageNumber: 312, number: 170, name: "rear_gear_shift_count") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 312, number: 253, name: "timestamp") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 312, number: 254, name: "message_index") }
        /// `avg_running_cadence`: a sub-field of `avg_cadence` (field 29).
        public static var avgRunningCadence: FITField { FITField(messageNumber: 312, number: 29, name: "avg_running_cadence") }
        /// `avg_swimming_cadence`: a sub-field of `avg_cadence` (field 29).
        public static var avgSwimmingCadence: FITField { FITField(messageNumber: 312, number: 29, name: "avg_swimming_cadence") }
        /// `avg_paddlesport_cadence`: a sub-field of `avg_cadence` (field 29).
        public static var avgPaddlesportCadence: FITField { FITField(messageNumber: 312, number: 29, name: "avg_paddlesport_cadence") }
        /// `avg_push_cadence`: a sub-field of `avg_cadence` (field 29).
        public static var avgPushCadence: FITField { FITField(messageNumber: 312, number: 29, name: "avg_push_cadence") }
        /// `max_running_cadence`: a sub-field of `max_cadence` (field 30).
        public static var maxRunningCadence: FITField { FITField(messageNumber: 312, number: 30, name: "max_running_cadence") }
        /// `max_swimming_cadence`: a sub-field of `max_cadence` (field 30).
        public static var maxSwimmingCadence: FITField { FITField(messageNumber: 312, number: 30, name: "max_swimming_cadence") }
        /// `max_paddlesport_cadence`: a sub-field of `max_cadence` (field 30).
        public static var maxPaddlesportCadence: FITField { FITField(messageNumber: 312, number: 30, name: "max_paddlesport_cadence") }
        /// `max_push_cadence`: a sub-field of `max_cadence` (field 30).
        public static var maxPushCadence: FITField { FITField(messageNumber: 312, number: 30, name: "max_push_cadence") }
        /// `total_strides`: a sub-field of `total_cycles` (field 31).
        public static var totalStrides: FITField { FITField(messageNumber: 312, number: 31, name: "total_strides") }
        /// `total_strokes`: a sub-field of `total_cycles` (field 31).
        public static var totalStrokes: FITField { FITField(messageNumber: 312, number: 31, name: "total_strokes") }
        /// `total_reps`: a sub-field of `total_cycles` (field 31).
        public static var totalReps: FITField { FITField(messageNumber: 312, number: 31, name: "total_reps") }
        /// `total_pushes`: a sub-field of `total_cycles` (field 31).
        public static var totalPushes: FITField { FITField(messageNumber: 312, number: 31, name: "total_pushes") }
        /// `climb_grade_yds`: a sub-field of `climb_grade_value` (field 70).
        public static var climbGradeYds: FITField { FITField(messageNumber: 312, number: 70, name: "climb_grade_yds") }
        /// `climb_grade_uiaa`: a sub-field of `climb_grade_value` (field 70).
        public static var climbGradeUiaa: FITField { FITField(messageNumber: 312, number: 70, name: "climb_grade_uiaa") }
        /// `climb_grade_french`: a sub-field of `climb_grade_value` (field 70).
        public static var climbGradeFrench: FITField { FITField(messageNumber: 312, number: 70, name: "climb_grade_french") }
        /// `climb_grade_british_adjectival`: a sub-field of `climb_grade_value` (field 70).
        public static var climbGradeBritishAdjectival: FITField { FITField(messageNumber: 312, number: 70, name: "climb_grade_british_adjectival") }
        /// `climb_grade_british_technical`: a sub-field of `climb_grade_value` (field 70).
        public static var climbGradeBritishTechnical: FITField { FITField(messageNumber: 312, number: 70, name: "climb_grade_british_technical") }
        /// `climb_grade_ewbank`: a sub-field of `climb_grade_value` (field 70).
        public static var climbGradeEwbank: FITField { FITField(messageNumber: 312, number: 70, name: "climb_grade_ewbank") }
        /// `climb_grade_brazilian`: a sub-field of `climb_grade_value` (field 70).
        public static var climbGradeBrazilian: FITField { FITField(messageNumber: 312, number: 70, name: "climb_grade_brazilian") }
        /// `climb_grade_saxon`: a sub-field of `climb_grade_value` (field 70).
        public static var climbGradeSaxon: FITField { FITField(messageNumber: 312, number: 70, name: "climb_grade_saxon") }
        /// `climb_grade_vermin`: a sub-field of `climb_grade_value` (field 70).
        public static var climbGradeVermin: FITField { FITField(messageNumber: 312, number: 70, name: "climb_grade_vermin") }
        /// `climb_grade_font`: a sub-field of `climb_grade_value` (field 70).
        public static var climbGradeFont: FITField { FITField(messageNumber: 312, number: 70, name: "climb_grade_font") }
        /// `climb_grade_dankyu`: a sub-field of `climb_grade_value` (field 70).
        public static var climbGradeDankyu: FITField { FITField(messageNumber: 312, number: 70, name: "climb_grade_dankyu") }
        /// `min_running_cadence`: a sub-field of `min_cadence` (field 90).
        public static var minRunningCadence: FITField { FITField(messageNumber: 312, number: 90, name: "min_running_cadence") }
        /// `min_swimming_cadence`: a sub-field of `min_cadence` (field 90).
        public static var minSwimmingCadence: FITField { FITField(messageNumber: 312, number: 90, name: "min_swimming_cadence") }
        /// `min_paddlesport_cadence`: a sub-field of `min_cadence` (field 90).
        public static var minPaddlesportCadence: FITField { FITField(messageNumber: 312, number: 90, name: "min_paddlesport_cadence") }
        /// `min_push_cadence`: a sub-field of `min_cadence` (field 90).
        public static var minPushCadence: FITField { FITField(messageNumber: 312, number: 90, name: "min_push_cadence") }
    }

    /// The fields of `split_summary` (message 313).
    public enum SplitSummary {
        /// `split_type`: field 0.
        public static var splitType: FITField { FITField(messageNumber: 313, number: 0, name: "split_type") }
        /// `sport`: field 1.
        public static var sport: FITField { FITField(messageNumber: 313, number: 1, name: "sport") }
        /// `sub_sport`: field 2.
        public static var subSport: FITField { FITField(messageNumber: 313, number: 2, name: "sub_sport") }
        /// `num_splits`: field 3.
        public static var numSplits: FITField { FITField(messageNumber: 313, number: 3, name: "num_splits") }
        /// `total_timer_time`: field 4.
        public static var totalTimerTime: FITField { FITField(messageNumber: 313, number: 4, name: "total_timer_time") }
        /// `total_distance`: field 5.
        public static var totalDistance: FITField { FITField(messageNumber: 313, number: 5, name: "total_distance") }
        /// `avg_speed`: field 6.
        public static var avgSpeed: FITField { FITField(messageNumber: 313, number: 6, name: "avg_speed") }
        /// `max_speed`: field 7.
        public static var maxSpeed: FITField { FITField(messageNumber: 313, number: 7, name: "max_speed") }
        /// `total_ascent`: field 8.
        public static var totalAscent: FITField { FITField(messageNumber: 313, number: 8, name: "total_ascent") }
        /// `total_descent`: field 9.
        public static var totalDescent: FITField { FITField(messageNumber: 313, number: 9, name: "total_descent") }
        /// `avg_heart_rate`: field 10.
        public static var avgHeartRate: FITField { FITField(messageNumber: 313, number: 10, name: "avg_heart_rate") }
        /// `max_heart_rate`: field 11.
        public static var maxHeartRate: FITField { FITField(messageNumber: 313, number: 11, name: "max_heart_rate") }
        /// `avg_vert_speed`: field 12.
        public static var avgVertSpeed: FITField { FITField(messageNumber: 313, number: 12, name: "avg_vert_speed") }
        /// `total_calories`: field 13.
        public static var totalCalories: FITField { FITField(messageNumber: 313, number: 13, name: "total_calories") }
        /// `avg_cadence`: field 14.
        public static var avgCadence: FITField { FITField(messageNumber: 313, number: 14, name: "avg_cadence") }
        /// `max_cadence`: field 15.
        public static var maxCadence: FITField { FITField(messageNumber: 313, number: 15, name: "max_cadence") }
        /// `total_cycles`: field 16.
        public static var totalCycles: FITField { FITField(messageNumber: 313, number: 16, name: "total_cycles") }
        /// `avg_temperature`: field 17.
        public static var avgTemperature: FITField { FITField(messageNumber: 313, number: 17, name: "avg_temperature") }
        /// `max_temperature`: field 18.
        public static var maxTemperature: FITField { FITField(messageNumber: 313, number: 18, name: "max_temperature") }
        /// `min_temperature`: field 19.
        public static var minTemperature: FITField { FITField(messageNumber: 313, number: 19, name: "min_temperature") }
        /// `avg_vertical_oscillation`: field 20.
        public static var avgVerticalOscillation: FITField { FITField(messageNumber: 313, number: 20, name: "avg_vertical_oscillation") }
        /// `avg_vertical_ratio`: field 21.
        public static var avgVerticalRatio: FITField { FITField(messageNumber: 313, number: 21, name: "avg_vertical_ratio") }
        /// `avg_stance_time`: field 22.
        public static var avgStanceTime: FITField { FITField(messageNumber: 313, number: 22, name: "avg_stance_time") }
        /// `avg_stance_time_balance`: field 23.
        public static var avgStanceTimeBalance: FITField { FITField(messageNumber: 313, number: 23, name: "avg_stance_time_balance") }
        /// `avg_step_length`: field 24.
        public static var avgStepLength: FITField { FITField(messageNumber: 313, number: 24, name: "avg_step_length") }
        /// `avg_power`: field 25.
        public static var avgPower: FITField { FITField(messageNumber: 313, number: 25, name: "avg_power") }
        /// `max_power`: field 26.
        public static var maxPower: FITField { FITField(messageNumber: 313, number: 26, name: "max_power") }
        /// `normalized_power`: field 27.
        public static var normalizedPower: FITField { FITField(messageNumber: 313, number: 27, name: "normalized_power") }
        /// `left_right_balance`: field 28.
        public static var leftRightBalance: FITField { FITField(messageNumber: 313, number: 28, name: "left_right_balance") }
        /// `time_standing`: field 29.
        public static var timeStanding: FITField { FITField(messageNumber: 313, number: 29, name: "time_standing") }
        /// `avg_left_pco`: field 30.
        public static var avgLeftPco: FITField { FITField(messageNumber: 313, number: 30, name: "avg_left_pco") }
        /// `avg_right_pco`: field 31.
        public static var avgRightPco: FITField { FITField(messageNumber: 313, number: 31, name: "avg_right_pco") }
        /// `avg_left_power_phase`: field 32.
        public static var avgLeftPowerPhase: FITField { FITField(messageNumber: 313, number: 32, name: "avg_left_power_phase") }
        /// `avg_left_power_phase_peak`: field 33.
        public static var avgLeftPowerPhasePeak: FITField { FITField(messageNumber: 313, number: 33, name: "avg_left_power_phase_peak") }
        /// `avg_right_power_phase`: field 34.
        public static var avgRightPowerPhase: FITField { FITField(messageNumber: 313, number: 34, name: "avg_right_power_phase") }
        /// `avg_right_power_phase_peak`: field 35.
        public static var avgRightPowerPhasePeak: FITField { FITField(messageNumber: 313, number: 35, name: "avg_right_power_phase_peak") }
        /// `avg_power_position`: field 36.
        public static var avgPowerPosition: FITField { FITField(messageNumber: 313, number: 36, name: "avg_power_position") }
        /// `max_power_position`: field 37.
        public static var maxPowerPosition: FITField { FITField(messageNumber: 313, number: 37, name: "max_power_position") }
        /// `avg_left_torque_effectiveness`: field 38.
        public static var avgLeftTorqueEffectiveness: FITField { FITField(messageNumber: 313, number: 38, name: "avg_left_torque_effectiveness") }
        /// `avg_right_torque_effectiveness`: field 39.
        public static var avgRightTorqueEffectiveness: FITField { FITField(messageNumber: 313, number: 39, name: "avg_right_torque_effectiveness") }
        /// `avg_left_pedal_smoothness`: field 40.
        public static var avgLeftPedalSmoothness: FITField { FITField(messageNumber: 313, number: 40, name: "avg_left_pedal_smoothness") }
        /// `avg_right_pedal_smoothness`: field 41.
        public static var avgRightPedalSmoothness: FITField { FITField(messageNumber: 313, number: 41, name: "avg_right_pedal_smoothness") }
        /// `avg_combined_pedal_smoothness`: field 42.
        public static var avgCombinedPedalSmoothness: FITField { FITField(messageNumber: 313, number: 42, name: "avg_combined_pedal_smoothness") }
        /// `avg_flow`: field 43.
        public static var avgFlow: FITField { FITField(messageNumber: 313, number: 43, name: "avg_flow") }
        /// `total_grit`: field 44.
        public static var totalGrit: FITField { FITField(messageNumber: 313, number: 44, name: "total_grit") }
        /// `swim_stroke`: field 47.
        public static var swimStroke: FITField { FITField(messageNumber: 313, number: 47, name: "swim_stroke") }
        /// `num_active_lengths`: field 48.
        public static var numActiveLengths: FITField { FITField(messageNumber: 313, number: 48, name: "num_active_lengths") }
        /// `avg_swolf`: field 49.
        public static var avgSwolf: FITField { FITField(messageNumber: 313, number: 49, name: "avg_swolf") }
        /// `avg_stroke_distance`: field 50.
        public static var avgStrokeDistance: FITField { FITField(messageNumber: 313, number: 50, name: "avg_stroke_distance") }
        /// `avg_strokes_per_length`: field 51.
        public static var avgStrokesPerLength: FITField { FITField(messageNumber: 313, number: 51, name: "avg_strokes_per_length") }
        /// `avg_ascent`: field 52.
        public static var avgAscent: FITField { FITField(messageNumber: 313, number: 52, name: "avg_ascent") }
        /// `max_ascent`: field 53.
        public static var maxAscent: FITField { FITField(messageNumber: 313, number: 53, name: "max_ascent") }
        /// `climb_grading_scale`: field 54.
        public static var climbGradingScale: FITField { FITField(messageNumber: 313, number: 54, name: "climb_grading_scale") }
        /// `climb_max_grade_value`: field 55.
        public static var climbMaxGradeValue: FITField { FITField(messageNumber: 313, number: 55, name: "climb_max_grade_value") }
        /// `num_falls`: field 56.
        public static var numFalls: FITField { FITField(messageNumber: 313, number: 56, name: "num_falls") }
        /// `num_climbs_attempted`: field 58.
        public static var numClimbsAttempted: FITField { FITField(messageNumber: 313, number: 58, name: "num_climbs_attempted") }
        /// `num_climbs_completed`: field 59.
        public static var numClimbsCompleted: FITField { FITField(messageNumber: 313, number: 59, name: "num_climbs_completed") }
        /// `max_distance`: field 60.
        public static var maxDistance: FITField { FITField(messageNumber: 313, number: 60, name: "max_distance") }
        /// `metabolic_calories`: field 64.
        public static var metabolicCalories: FITField { FITField(messageNumber: 313, number: 64, name: "metabolic_calories") }
        /// `active_time`: field 65.
        public static var activeTime: FITField { FITField(messageNumber: 313, number: 65, name: "active_time") }
        /// `total_fractional_ascent`: field 66.
        public static var totalFractionalAscent: FITField { FITField(messageNumber: 313, number: 66, name: "total_fractional_ascent") }
        /// `total_fractional_descent`: field 67.
        public static var totalFractionalDescent: FITField { FITField(messageNumber: 313, number: 67, name: "total_fractional_descent") }
        /// `avg_fractional_ascent`: field 68.
        public static var avgFractionalAscent: FITField { FITField(messageNumber: 313, number: 68, name: "avg_fractional_ascent") }
        /// `max_fractional_ascent`: field 69.
        public static var maxFractionalAscent: FITField { FITField(messageNumber: 313, number: 69, name: "max_fractional_ascent") }
        /// `avg_grade_adjusted_speed`: field 71.
        public static var avgGradeAdjustedSpeed: FITField { FITField(messageNumber: 313, number: 71, name: "avg_grade_adjusted_speed") }
        /// `avg_stress`: field 72.
        public static var avgStress: FITField { FITField(messageNumber: 313, number: 72, name: "avg_stress") }
        /// `total_moving_time`: field 77.
        public static var totalMovingTime: FITField { FITField(messageNumber: 313, number: 77, name: "total_moving_time") }
        /// `start_time`: field 79.
        public static var startTime: FITField { FITField(messageNumber: 313, number: 79, name: "start_time") }
        /// `min_heart_rate`: field 87.
        public static var minHeartRate: FITField { FITField(messageNumber: 313, number: 87, name: "min_heart_rate") }
        /// `avg_stance_time_percent`: field 91.
        public static var avgStanceTimePercent: FITField { FITField(messageNumber: 313, number: 91, name: "avg_stance_time_percent") }
        /// `max_total_timer_time`: field 101.
        public static var maxTotalTimerTime: FITField { FITField(messageNumber: 313, number: 101, name: "max_total_timer_time") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 313, number: 253, name: "timestamp") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 313, number: 254, name: "message_index") }
        /// `avg_running_cadence`: a sub-field of `avg_cadence` (field 14).
        public static var avgRunningCadence: FITField { FITField(messageNumber: 313, number: 14, name: "avg_running_cadence") }
        /// `avg_swimming_cadence`: a sub-field of `avg_cadence` (field 14).
        public static var avgSwimmingCadence: FITField { FITField(messageNumber: 313, number: 14, name: "avg_swimming_cadence") }
        /// `avg_paddlesport_cadence`: a sub-field of `avg_cadence` (field 14).
        public static var avgPaddlesportCadence: FITField { FITField(messageNumber: 313, number: 14, name: "avg_paddlesport_cadence") }
        /// `avg_push_cadence`: a sub-field of `avg_cadence` (field 14).
        public static var avgPushCadence: FITField { FITField(messageNumber: 313, number: 14, name: "avg_push_cadence") }
        /// `max_running_cadence`: a sub-field of `max_cadence` (field 15).
        public static var maxRunningCadence: FITField { FITField(messageNumber: 313, number: 15, name: "max_running_cadence") }
        /// `max_swimming_cadence`: a sub-field of `max_cadence` (field 15).
        public static var maxSwimmingCadence: FITField { FITField(messageNumber: 313, number: 15, name: "max_swimming_cadence") }
        /// `max_paddlesport_cadence`: a sub-field of `max_cadence` (field 15).
        public static var maxPaddlesportCadence: FITField { FITField(messageNumber: 313, number: 15, name: "max_paddlesport_cadence") }
        /// `max_push_cadence`: a sub-field of `max_cadence` (field 15).
        public static var maxPushCadence: FITField { FITField(messageNumber: 313, number: 15, name: "max_push_cadence") }
        /// `total_strides`: a sub-field of `total_cycles` (field 16).
        public static var totalStrides: FITField { FITField(messageNumber: 313, number: 16, name: "total_strides") }
        /// `total_strokes`: a sub-field of `total_cycles` (field 16).
        public static var totalStrokes: FITField { FITField(messageNumber: 313, number: 16, name: "total_strokes") }
        /// `total_reps`: a sub-field of `total_cycles` (field 16).
        public static var totalReps: FITField { FITField(messageNumber: 313, number: 16, name: "total_reps") }
        /// `total_pushes`: a sub-field of `total_cycles` (field 16).
        public static var totalPushes: FITField { FITField(messageNumber: 313, number: 16, name: "total_pushes") }
        /// `climb_max_grade_yds`: a sub-field of `climb_max_grade_value` (field 55).
        public static var climbMaxGradeYds: FITField { FITField(messageNumber: 313, number: 55, name: "climb_max_grade_yds") }
        /// `climb_max_grade_uiaa`: a sub-field of `climb_max_grade_value` (field 55).
        public static var climbMaxGradeUiaa: FITField { FITField(messageNumber: 313, number: 55, name: "climb_max_grade_uiaa") }
        /// `climb_max_grade_french`: a sub-field of `climb_max_grade_value` (field 55).
        public static var climbMaxGradeFrench: FITField { FITField(messageNumber: 313, number: 55, name: "climb_max_grade_french") }
        /// `climb_max_grade_british_adjectival`: a sub-field of `climb_max_grade_value` (field 55).
        public static var climbMaxGradeBritishAdjectival: FITField { FITField(messageNumber: 313, number: 55, name: "climb_max_grade_british_adjectival") }
        /// `climb_max_grade_british_technical`: a sub-field of `climb_max_grade_value` (field 55).
        public static var climbMaxGradeBritishTechnical: FITField { FITField(messageNumber: 313, number: 55, name: "climb_max_grade_british_technical") }
        /// `climb_max_grade_ewbank`: a sub-field of `climb_max_grade_value` (field 55).
        public static var climbMaxGradeEwbank: FITField { FITField(messageNumber: 313, number: 55, name: "climb_max_grade_ewbank") }
        /// `climb_max_grade_brazilian`: a sub-field of `climb_max_grade_value` (field 55).
        public static var climbMaxGradeBrazilian: FITField { FITField(messageNumber: 313, number: 55, name: "climb_max_grade_brazilian") }
        /// `climb_max_grade_saxon`: a sub-field of `climb_max_grade_value` (field 55).
        public static var climbMaxGradeSaxon: FITField { FITField(messageNumber: 313, number: 55, name: "climb_max_grade_saxon") }
        /// `climb_max_grade_vermin`: a sub-field of `climb_max_grade_value` (field 55).
        public static var climbMaxGradeVermin: FITField { FITField(messageNumber: 313, number: 55, name: "climb_max_grade_vermin") }
        /// `climb_max_grade_font`: a sub-field of `climb_max_grade_value` (field 55).
        public static var climbMaxGradeFont: FITField { FITField(messageNumber: 313, number: 55, name: "climb_max_grade_font") }
        /// `climb_max_grade_dankyu`: a sub-field of `climb_max_grade_value` (field 55).
        public static var climbMaxGradeDankyu: FITField { FITField(messageNumber: 313, number: 55, name: "climb_max_grade_dankyu") }
    }

    /// The fields of `hsa_body_battery_data` (message 314).
    public enum HsaBodyBatteryData {
        /// `processing_interval`: field 0.
        public static var processingInterval: FITField { FITField(messageNumber: 314, number: 0, name: "processing_interval") }
        /// `level`: field 1.
        public static var level: FITField { FITField(messageNumber: 314, number: 1, name: "level") }
        /// `charged`: field 2.
        public static var charged: FITField { FITField(messageNumber: 314, number: 2, name: "charged") }
        /// `uncharged`: field 3.
        public static var uncharged: FITField { FITField(messageNumber: 314, number: 3, name: "uncharged") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 314, number: 253, name: "timestamp") }
    }

    /// The fields of `hsa_event` (message 315).
    public enum HsaEvent {
        /// `event_id`: field 0.
        public static var eventId: FITField { FITField(messageNumber: 315, number: 0, name: "event_id") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 315, number: 253, name: "timestamp") }
    }

    /// The fields of `climb_pro` (message 317).
    public enum ClimbPro {
        /// `position_lat`: field 0.
        public static var positionLat: FITField { FITField(messageNumber: 317, number: 0, name: "position_lat") }
        /// `position_long`: field 1.
        public static var positionLong: FITField { FITField(messageNumber: 317, number: 1, name: "position_long") }
        /// `climb_pro_event`: field 2.
        public static var climbProEvent: FITField { FITField(messageNumber: 317, number: 2, name: "climb_pro_event") }
        /// `climb_number`: field 3.
        public static var climbNumber: FITField { FITField(messageNumber: 317, number: 3, name: "climb_number") }
        /// `climb_category`: field 4.
        public static var climbCategory: FITField { FITField(messageNumber: 317, number: 4, name: "climb_category") }
        /// `current_dist`: field 5.
        public static var currentDist: FITField { FITField(messageNumber: 317, number: 5, name: "current_dist") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 317, number: 253, name: "timestamp") }
    }

    /// The fields of `tank_update` (message 319).
    public enum TankUpdate {
        /// `sensor`: field 0.
        public static var sensor: FITField { FITField(messageNumber: 319, number: 0, name: "sensor") }
        /// `pressure`: field 1.
        public static var pressure: FITField { FITField(messageNumber: 319, number: 1, name: "pressure") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 319, number: 253, name: "timestamp") }
    }

    /// The fields of `tank_summary` (message 323).
    public enum TankSummary {
        /// `sensor`: field 0.
        public static var sensor: FITField { FITField(messageNumber: 323, number: 0, name: "sensor") }
        /// `start_pressure`: field 1.
        public static var startPressure: FITField { FITField(messageNumber: 323, number: 1, name: "start_pressure") }
        /// `end_pressure`: field 2.
        public static var endPressure: FITField { FITField(messageNumber: 323, number: 2, name: "end_pressure") }
        /// `volume_used`: field 3.
        public static var volumeUsed: FITField { FITField(messageNumber: 323, number: 3, name: "volume_used") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 323, number: 253, name: "timestamp") }
    }

    /// The fields of `sleep_assessment` (message 346).
    public enum SleepAssessment {
        /// `combined_awake_score`: field 0.
        public static var combinedAwakeScore: FITField { FITField(messageNumber: 346, number: 0, name: "combined_awake_score") }
        /// `awake_time_score`: field 1.
        public static var awakeTimeScore: FITField { FITField(messageNumber: 346, number: 1, name: "awake_time_score") }
        /// `awakenings_count_score`: field 2.
        public static var awakeningsCountScore: FITField { FITField(messageNumber: 346, number: 2, name: "awakenings_count_score") }
        /// `deep_sleep_score`: field 3.
        public static var deepSleepScore: FITField { FITField(messageNumber: 346, number: 3, name: "deep_sleep_score") }
        /// `sleep_duration_score`: field 4.
        public static var sleepDurationScore: FITField { FITField(messageNumber: 346, number: 4, name: "sleep_duration_score") }
        /// `light_sleep_score`: field 5.
        public static var lightSleepScore: FITField { FITField(messageNumber: 346, number: 5, name: "light_sleep_score") }
        /// `overall_sleep_score`: field 6.
        public static var overallSleepScore: FITField { FITField(messageNumber: 346, number: 6, name: "overall_sleep_score") }
        /// `sleep_quality_score`: field 7.
        public static var sleepQualityScore: FITField { FITField(messageNumber: 346, number: 7, name: "sleep_quality_score") }
        /// `sleep_recovery_score`: field 8.
        public static var sleepRecoveryScore: FITField { FITField(messageNumber: 346, number: 8, name: "sleep_recovery_score") }
        /// `rem_sleep_score`: field 9.
        public static var remSleepScore: FITField { FITField(messageNumber: 346, number: 9, name: "rem_sleep_score") }
        /// `sleep_restlessness_score`: field 10.
        public static var sleepRestlessnessScore: FITField { FITField(messageNumber: 346, number: 10, name: "sleep_restlessness_score") }
        /// `awakenings_count`: field 11.
        public static var awakeningsCount: FITField { FITField(messageNumber: 346, number: 11, name: "awakenings_count") }
        /// `interruptions_score`: field 14.
        public static var interruptionsScore: FITField { FITField(messageNumber: 346, number: 14, name: "interruptions_score") }
        /// `average_stress_during_sleep`: field 15.
        public static var averageStressDuringSleep: FITField { FITField(messageNumber: 346, number: 15, name: "average_stress_during_sleep") }
    }

    /// The fields of `hrv_status_summary` (message 370).
    public enum HrvStatusSummary {
        /// `weekly_average`: field 0.
        public static var weeklyAverage: FITField { FITField(messageNumber: 370, number: 0, name: "weekly_average") }
        /// `last_night_average`: field 1.
        public static var lastNightAverage: FITField { FITField(messageNumber: 370, number: 1, name: "last_night_average") }
        /// `last_night_5_min_high`: field 2.
        public static var lastNight5MinHigh: FITField { FITField(messageNumber: 370, number: 2, name: "last_night_5_min_high") }
        /// `baseline_low_upper`: field 3.
        public static var baselineLowUpper: FITField { FITField(messageNumber: 370, number: 3, name: "baseline_low_upper") }
        /// `baseline_balanced_lower`: field 4.
        public static var baselineBalancedLower: FITField { FITField(messageNumber: 370, number: 4, name: "baseline_balanced_lower") }
        /// `baseline_balanced_upper`: field 5.
        public static var baselineBalancedUpper: FITField { FITField(messageNumber: 370, number: 5, name: "baseline_balanced_upper") }
        /// `status`: field 6.
        public static var status: FITField { FITField(messageNumber: 370, number: 6, name: "status") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 370, number: 253, name: "timestamp") }
    }

    /// The fields of `hrv_value` (message 371).
    public enum HrvValue {
        /// `value`: field 0.
        public static var value: FITField { FITField(messageNumber: 371, number: 0, name: "value") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 371, number: 253, name: "timestamp") }
    }

    /// The fields of `raw_bbi` (message 372).
    public enum RawBbi {
        /// `timestamp_ms`: field 0.
        public static var timestampMs: FITField { FITField(messageNumber: 372, number: 0, name: "timestamp_ms") }
        /// `data`: field 1.
        public static var data: FITField { FITField(messageNumber: 372, number: 1, name: "data") }
        /// `time`: field 2.
        public static var time: FITField { FITField(messageNumber: 372, number: 2, name: "time") }
        /// `quality`: field 3.
        public static var quality: FITField { FITField(messageNumber: 372, number: 3, name: "quality") }
        /// `gap`: field 4.
        public static var gap: FITField { FITField(messageNumber: 372, number: 4, name: "gap") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 372, number: 253, name: "timestamp") }
    }

    /// The fields of `device_aux_battery_info` (message 375).
    public enum DeviceAuxBatteryInfo {
        /// `device_index`: field 0.
        public static var deviceIndex: FITField { FITField(messageNumber: 375, number: 0, name: "device_index") }
        /// `battery_voltage`: field 1.
        public static var batteryVoltage: FITField { FITField(messageNumber: 375, number: 1, name: "battery_voltage") }
        /// `battery_status`: field 2.
        public static var batteryStatus: FITField { FITField(messageNumber: 375, number: 2, name: "battery_status") }
        /// `battery_identifier`: field 3.
        public static var batteryIdentifier: FITField { FITField(messageNumber: 375, number: 3, name: "battery_identifier") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 375, number: 253, name: "timestamp") }
    }

    /// The fields of `hsa_gyroscope_data` (message 376).
    public enum HsaGyroscopeData {
        /// `timestamp_ms`: field 0.
        public static var timestampMs: FITField { FITField(messageNumber: 376, number: 0, name: "timestamp_ms") }
        /// `sampling_interval`: field 1.
        public static var samplingInterval: FITField { FITField(messageNumber: 376, number: 1, name: "sampling_interval") }
        /// `gyro_x`: field 2.
        public static var gyroX: FITField { FITField(messageNumber: 376, number: 2, name: "gyro_x") }
        /// `gyro_y`: field 3.
        public static var gyroY: FITField { FITField(messageNumber: 376, number: 3, name: "gyro_y") }
        /// `gyro_z`: field 4.
        public static var gyroZ: FITField { FITField(messageNumber: 376, number: 4, name: "gyro_z") }
        /// `timestamp_32k`: field 5.
        public static var timestamp32k: FITField { FITField(messageNumber: 376, number: 5, name: "timestamp_32k") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 376, number: 253, name: "timestamp") }
    }

    /// The fields of `chrono_shot_session` (message 387).
    public enum ChronoShotSession {
        /// `min_speed`: field 0.
        public static var minSpeed: FITField { FITField(messageNumber: 387, number: 0, name: "min_speed") }
        /// `max_speed`: field 1.
        public static var maxSpeed: FITField { FITField(messageNumber: 387, number: 1, name: "max_speed") }
        /// `avg_speed`: field 2.
        public static var avgSpeed: FITField { FITField(messageNumber: 387, number: 2, name: "avg_speed") }
        /// `shot_count`: field 3.
        public static var shotCount: FITField { FITField(messageNumber: 387, number: 3, name: "shot_count") }
        /// `projectile_type`: field 4.
        public static var projectileType: FITField { FITField(messageNumber: 387, number: 4, name: "projectile_type") }
        /// `grain_weight`: field 5.
        public static var grainWeight: FITField { FITField(messageNumber: 387, number: 5, name: "grain_weight") }
        /// `standard_deviation`: field 6.
        public static var standardDeviation: FITField { FITField(messageNumber: 387, number: 6, name: "standard_deviation") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 387, number: 253, name: "timestamp") }
    }

    /// The fields of `chrono_shot_data` (message 388).
    public enum ChronoShotData {
        /// `shot_speed`: field 0.
        public static var shotSpeed: FITField { FITField(messageNumber: 388, number: 0, name: "shot_speed") }
        /// `shot_num`: field 1.
        public static var shotNum: FITField { FITField(messageNumber: 388, number: 1, name: "shot_num") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 388, number: 253, name: "timestamp") }
    }

    /// The fields of `hsa_configuration_data` (message 389).
    public enum HsaConfigurationData {
        /// `data`: field 0.
        public static var data: FITField { FITField(messageNumber: 389, number: 0, name: "data") }
        /// `data_size`: field 1.
        public static var dataSize: FITField { FITField(messageNumber: 389, number: 1, name: "data_size") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 389, number: 253, name: "timestamp") }
    }

    /// The fields of `dive_apnea_alarm` (message 393).
    public enum DiveApneaAlarm {
        /// `depth`: field 0.
        public static var depth: FITField { FITField(messageNumber: 393, number: 0, name: "depth") }
        /// `time`: field 1.
        public static var time: FITField { FITField(messageNumber: 393, number: 1, name: "time") }
        /// `enabled`: field 2.
        public static var enabled: FITField { FITField(messageNumber: 393, number: 2, name: "enabled") }
        /// `alarm_type`: field 3.
        public static var alarmType: FITField { FITField(messageNumber: 393, number: 3, name: "alarm_type") }
        /// `sound`: field 4.
        public static var sound: FITField { FITField(messageNumber: 393, number: 4, name: "sound") }
        /// `dive_types`: field 5.
        public static var diveTypes: FITField { FITField(messageNumber: 393, number: 5, name: "dive_types") }
        /// `id`: field 6.
        public static var id: FITField { FITField(messageNumber: 393, number: 6, name: "id") }
        /// `popup_enabled`: field 7.
        public static var popupEnabled: FITField { FITField(messageNumber: 393, number: 7, name: "popup_enabled") }
        /// `trigger_on_descent`: field 8.
        public static var triggerOnDescent: FITField { FITField(messageNumber: 393, number: 8, name: "trigger_on_descent") }
        /// `trigger_on_ascent`: field 9.
        public static var triggerOnAscent: FITField { FITField(messageNumber: 393, number: 9, name: "trigger_on_ascent") }
        /// `repeating`: field 10.
        public static var repeating: FITField { FITField(messageNumber: 393, number: 10, name: "repeating") }
        /// `speed`: field 11.
        public static var speed: FITField { FITField(messageNumber: 393, number: 11, name: "speed") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 393, number: 254, name: "message_index") }
    }

    /// The fields of `skin_temp_overnight` (message 398).
    public enum SkinTempOvernight {
        /// `local_timestamp`: field 0.
        public static var localTimestamp: FITField { FITField(messageNumber: 398, number: 0, name: "local_timestamp") }
        /// `average_deviation`: field 1.
        public static var averageDeviation: FITField { FITField(messageNumber: 398, number: 1, name: "average_deviation") }
        /// `average_7_day_deviation`: field 2.
        public static var average7DayDeviation: FITField { FITField(messageNumber: 398, number: 2, name: "average_7_day_deviation") }
        /// `nightly_value`: field 4.
        public static var nightlyValue: FITField { FITField(messageNumber: 398, number: 4, name: "nightly_value") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 398, number: 253, name: "timestamp") }
    }

    /// The fields of `hsa_wrist_temperature_data` (message 409).
    public enum HsaWristTemperatureData {
        /// `processing_interval`: field 0.
        public static var processingInterval: FITField { FITField(messageNumber: 409, number: 0, name: "processing_interval") }
        /// `value`: field 1.
        public static var value: FITField { FITField(messageNumber: 409, number: 1, name: "value") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 409, number: 253, name: "timestamp") }
    }

    /// The fields of `nap_event` (message 412).
    public enum NapEvent {
        /// `start_time`: field 0.
        public static var startTime: FITField { FITField(messageNumber: 412, number: 0, name: "start_time") }
        /// `start_timezone_offset`: field 1.
        public static var startTimezoneOffset: FITField { FITField(messageNumber: 412, number: 1, name: "start_timezone_offset") }
        /// `end_time`: field 2.
        public static var endTime: FITField { FITField(messageNumber: 412, number: 2, name: "end_time") }
        /// `end_timezone_offset`: field 3.
        public static var endTimezoneOffset: FITField { FITField(messageNumber: 412, number: 3, name: "end_timezone_offset") }
        /// `feedback`: field 4.
        public static var feedback: FITField { FITField(messageNumber: 412, number: 4, name: "feedback") }
        /// `is_deleted`: field 5.
        public static var isDeleted: FITField { FITField(messageNumber: 412, number: 5, name: "is_deleted") }
        /// `source`: field 6.
        public static var source: FITField { FITField(messageNumber: 412, number: 6, name: "source") }
        /// `update_timestamp`: field 7.
        public static var updateTimestamp: FITField { FITField(messageNumber: 412, number: 7, name: "update_timestamp") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 412, number: 253, name: "timestamp") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 412, number: 254, name: "message_index") }
    }

    /// The fields of `sleep_disruption_severity_period` (message 470).
    public enum SleepDisruptionSeverityPeriod {
        /// `severity`: field 0.
        public static var severity: FITField { FITField(messageNumber: 470, number: 0, name: "severity") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 470, number: 253, name: "timestamp") }
        /// `message_index`: field 254.
        public static var messageIndex: FITField { FITField(messageNumber: 470, number: 254, name: "message_index") }
    }

    /// The fields of `sleep_disruption_overnight_severity` (message 471).
    public enum SleepDisruptionOvernightSeverity {
        /// `severity`: field 0.
        public static var severity: FITField { FITField(messageNumber: 471, number: 0, name: "severity") }
        /// `timestamp`: field 253.
        public static var timestamp: FITField { FITField(messageNumber: 471, number: 253, name: "timestamp") }
    }
}
